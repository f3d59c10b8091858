import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { CityItem } from '../../../../contracts/geo.js';
import type { RecommendationPrice } from '../../../../contracts/recommendation.js';
import { LL } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { session } from '../../../session/index.js';
import { UnlockDialog } from '../../../ui/unlock/UnlockDialog.js';
import { useLanguageChange } from '../../../ui/use-language-change.js';
import { recommendationApi } from '../api.js';
import { createPickerModel, type PickerModel } from '../model/picker.js';
import { EXAMPLE_PATH, listPath, RELAY_PATH } from '../model/paths.js';
import { MyRecommendations } from './MyRecommendations.js';
import { SearchPick } from './SearchPick.js';

/** Where the city is, and whether a market's local datasets cover it (the city-wide search needs them). */
const cityDetail = (c: CityItem) => [c.stateName, c.countryName, c.localData ? LL.value.recommendationScreens.picker.localData() : null].filter(Boolean).join(', ');

/**
 * `/report/location-recommendation` without an id: city, industry, optional brand; Recommend shows the price in the
 * confirm dialog (the unlock dialog: cost and credits before any charge, Get Credits when too few), then makes it.
 */
export function PickerView() {
  const navigate = useNavigate();
  const industryId = useId();
  const [m] = useState(() => createPickerModel({ api: recommendationApi }));
  const [confirm, setConfirm] = useState<RecommendationPrice | null>(null);
  useEffect(() => void m.loadIndustries(), [m]);
  useLanguageChange(() => void m.loadIndustries());
  const t = LL.value.recommendationScreens.picker;
  const problems = m.shownProblems.value;
  const price = m.price.value;

  const recommend = async () => {
    const next = await m.next();
    if (next?.kind === 'open') navigate(listPath(next.id));
    else if (next?.kind === 'confirm') setConfirm(next.price);
  };
  const made = useRef<string | null>(null);
  const create = async () => {
    made.current = (await m.create()).id;
    await session.refreshAccount().catch(() => undefined);
    return { unlocked: true as const, balance: session.credits.peek()?.total ?? 0 };
  };

  return (
    <div class="rec-picker">
      <p class="muted">{t.lead()}</p>
      <SearchPick
        texts={{ title: t.city(), search: t.citySearch(), hint: t.cityHint(), none: t.noCities(), failed: t.citiesFailed(), remove: () => t.change() }}
        chosen={m.city.value}
        found={m.cities.value}
        name={(c) => c.name}
        detail={cityDetail}
        onSearch={(q) => void m.searchCities(q)}
        onChoose={m.chooseCity}
        onClear={() => (m.city.value = null)}
        problem={problems.includes('city') ? t.needCity() : null}
      />
      <IndustryField id={industryId} m={m} problem={problems.includes('industry')} />
      <SearchPick
        texts={{ title: t.brand(), search: t.brandSearch(), hint: t.brandHint(), none: t.noBrands(), failed: t.brandsFailed(), remove: (name) => t.removeBrand({ name }) }}
        chosen={m.brand.value}
        found={m.brands.value}
        name={(b) => b.name}
        onSearch={(q) => void m.searchBrands(q)}
        onChoose={m.chooseBrand}
        onClear={m.clearBrand}
      />
      {price.status === 'error' && <p class="field-error" role="alert">{t.priceFailed()}</p>}
      <button type="button" class="btn rec-recommend" disabled={price.status === 'loading'} onClick={() => void recommend()}>
        {price.status === 'loading' ? t.checking() : t.recommend()}
      </button>
      <MyRecommendations />
      <p class="rec-links">
        <Link to={EXAMPLE_PATH}>{t.example()}</Link> · <Link to={RELAY_PATH}>{t.relay()}</Link>
      </p>
      {confirm && (
        <UnlockDialog
          cost={confirm.cost}
          texts={{ title: t.confirmTitle(), lead: confirm.example ? t.confirmExample() : t.confirmLead() }}
          unlock={create}
          onUnlocked={() => made.current && navigate(listPath(made.current))}
          onClose={() => setConfirm(null)}
        />
      )}
    </div>
  );
}

/** The industry, from the list the server offers (in the current language). `id` ties the label to its select. */
function IndustryField({ id, m, problem }: { id: string; m: PickerModel; problem: boolean }) {
  const t = LL.value.recommendationScreens.picker;
  const industries = m.industries.value;
  return (
    <section class="card">
      <label class="field" for={id}>
        <span>{t.industry()}</span>
        <select
          id={id}
          value={m.industry.value?.key ?? ''}
          aria-invalid={problem || undefined}
          onChange={(e) => m.chooseIndustry((e.currentTarget as HTMLSelectElement).value)}
        >
          <option value="">{t.chooseIndustry()}</option>
          {industries.status === 'ready' && industries.data.map((i) => <option key={i.key} value={i.key}>{i.name}</option>)}
        </select>
      </label>
      {industries.status === 'error' && <p class="field-error" role="alert">{t.industriesFailed()}</p>}
      {problem && <p class="field-error" role="alert">{t.needIndustry()}</p>}
    </section>
  );
}

export default PickerView;
