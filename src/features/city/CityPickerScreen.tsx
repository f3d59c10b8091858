import { LL } from '../../platform/i18n/index.js';
import { nativePicker } from '../../ui/native-picker.js';
import { PickerPreview } from '../../ui/PickerPreview.js';
import { SteppedPickerScreen } from '../../ui/SteppedPickerScreen.js';
import { stepList, SteppedPickerView, withFirstOption } from '../../ui/SteppedPickerView.js';
import { cityApi } from './api.js';
import { createCityPickerModel, type CityPickerModel } from './model/picker.js';
import { cityReportPath } from './model/report.js';

const ALL_STATES = 'all';

export default function CityPickerScreen() {
  return (
    <SteppedPickerScreen
      namespace="city"
      title={() => LL.value.titles.cityList()}
      create={() => createCityPickerModel({ api: cityApi, pickNative: nativePicker('selectCity') })}
      Picker={CityPicker}
      Preview={CityPreview}
    />
  );
}

function CityPicker({ m }: { m: CityPickerModel }) {
  const t = LL.value.city.picker;
  const step = m.step.value;
  const country = m.country.value;

  const steps = [
    { id: 'country' as const, label: t.stepCountry(), value: country?.name, enabled: true },
    {
      id: 'state' as const,
      label: t.stepState(),
      value: m.state.value?.name ?? (step === 'city' ? t.allStates() : null),
      enabled: !!country,
    },
    { id: 'city' as const, label: t.stepCity(), value: m.city.value?.name, enabled: !!country && m.cities.value.status !== 'idle' },
  ];

  const states = stepList({
    label: t.searchState(),
    remote: m.states.value,
    items: m.stateOptions.value,
    option: (s) => ({ id: String(s.id), label: s.name, hint: t.cityCount({ count: s.cityCount }) }),
    selected: m.state.value,
    choose: m.chooseState,
  });
  const lists = {
    country: stepList({
      label: t.searchCountry(),
      remote: m.countries.value,
      items: m.countryOptions.value,
      // No flag emoji: its font's first use made laying out the first rows several times slower on a phone.
      option: (c) => ({ id: String(c.id), label: c.name, hint: t.cityCount({ count: c.cityCount }) }),
      selected: country,
      choose: m.chooseCountry,
    }),
    state: {
      ...states,
      options: m.query.value.trim() ? states.options : withFirstOption({ id: ALL_STATES, label: t.allStates() }, states.options),
      onSelect: (id: string) => (id === ALL_STATES ? m.chooseState(null) : states.onSelect(id)),
    },
    city: stepList({
      label: t.searchCity(),
      remote: m.cities.value,
      items: m.cityOptions.value,
      option: (c) => ({
        id: String(c.id),
        label: c.name,
        // Cities a market's local datasets cover are marked: their reports go deeper there.
        hint: [c.nameEn !== c.name ? c.nameEn : null, c.stateName, c.localData ? t.localData() : null].filter(Boolean).join(' · ') || undefined,
      }),
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
      emptyText={t.noCities()}
      chosen={m.city.value?.name}
      invalid={m.message.value === 'enterCityName'}
    />
  );
}

function CityPreview({ m }: { m: CityPickerModel }) {
  const city = m.city.value;
  if (!city) return null;
  return <PickerPreview t={LL.value.city.preview} m={m} reportPath={cityReportPath(city.id)} />;
}
