import { LL } from '../../platform/i18n/index.js';
import { nativePicker } from '../../ui/native-picker.js';
import { PickerPreview } from '../../ui/PickerPreview.js';
import { SteppedPickerScreen } from '../../ui/SteppedPickerScreen.js';
import { stepList, SteppedPickerView } from '../../ui/SteppedPickerView.js';
import { brandApi } from './api.js';
import { brandReportPath } from './model/report.js';
import { createBrandPickerModel, scopeOf, type BrandPickerModel } from './model/picker.js';

export default function BrandPickerScreen() {
  return (
    <SteppedPickerScreen
      namespace="brand"
      title={() => LL.value.titles.brandSelect()}
      create={() => createBrandPickerModel({ api: brandApi, pickNative: nativePicker('selectBrand') })}
      Picker={BrandPicker}
      Preview={BrandPreview}
    />
  );
}

function BrandPicker({ m }: { m: BrandPickerModel }) {
  const t = LL.value.brand.picker;
  const brand = m.brand.value;

  const steps = [
    { id: 'brand' as const, label: t.stepBrand(), value: brand?.name, enabled: true },
    { id: 'country' as const, label: t.stepCountry(), value: m.country.value?.name, enabled: !!brand },
    { id: 'city' as const, label: t.stepCity(), value: m.city.value?.name, enabled: !!m.country.value },
  ];
  const stores = (count: number) => t.mapStores({ count });

  const lists = {
    brand: stepList({
      label: t.searchBrand(),
      remote: m.brands.value,
      items: m.brandOptions.value,
      option: (b) => ({ id: b.id, label: b.name, hint: stores(b.mapStoreCount) }),
      selected: brand,
      choose: m.chooseBrand,
      idleText: t.typeToSearch(),
    }),
    country: stepList({
      label: t.searchCountry(),
      remote: m.countries.value,
      items: m.countryOptions.value,
      // No flag emoji, as in the city picker: its font's first use slows the first layout of the list.
      option: (c) => ({ id: c.iso2, label: c.name, hint: stores(c.mapStoreCount) }),
      selected: m.country.value,
      choose: m.chooseCountry,
    }),
    city: stepList({
      label: t.searchCity(),
      remote: m.cities.value,
      items: m.cityOptions.value,
      option: (c) => ({ id: String(c.cityId), label: c.name, hint: stores(c.mapStoreCount) }),
      selected: m.city.value,
      choose: m.chooseCity,
    }),
  };

  return (
    <SteppedPickerView
      m={m}
      t={t}
      steps={steps}
      lists={lists}
      emptyText={t.noPlaces()}
      chosen={brand ? [brand.name, m.city.value?.name].filter(Boolean).join(' · ') : null}
      invalid={!!m.message.value}
    />
  );
}

function BrandPreview({ m }: { m: BrandPickerModel }) {
  const brand = m.brand.value;
  const country = m.country.value;
  const city = m.city.value;
  if (!brand || !country || !city) return null;
  return <PickerPreview t={LL.value.brand.preview} m={m} reportPath={brandReportPath(brand.id, scopeOf({ country, city }))} />;
}
