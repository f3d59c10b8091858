import type { ConsumptionReport } from '../../../../contracts/area-people.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { Classification } from '../../../ui/Classification.js';
import { Figure } from '../../../ui/Figure.js';
import { AreaReportScreen } from '../views/AreaReportScreen.js';
import { Bars } from '../views/Bars.js';
import { Block } from '../views/Block.js';
import { money } from '../views/format.js';

/** Consumption index (the baseline average = 100): the index, spending level, rating, tier and spending per visit. */
export default function ConsumptionScreen() {
  return (
    <AreaReportScreen<ConsumptionReport> kind="consumption" title={() => LL.value.titles.consumptionIndex()}>
      {({ blocks }, unlock) => {
        const c = LL.value.area.consumption;
        const inCurrency = money(language.value);
        return (
          <>
            <Block title={c.index()} block={blocks.index} onUnlock={unlock}>
              {(d) => (
                <>
                  {d.area && <p class="muted">{d.area}</p>}
                  <p class="muted">{c.baseline({ baseline: d.baseline })}</p>
                  <Figure label={c.indexValue()} figure={d.index} />
                  <Figure label={c.localMean()} figure={d.localMean} format={inCurrency} />
                  <Figure label={c.baselineMean()} figure={d.baselineMean} format={inCurrency} />
                  <Classification label={c.spendingLevel()} result={{ value: d.spendingLevel.value, basis: [d.spendingLevel.basis] }} name={(v) => d.spendingLevel.name ?? v}
                    ruleLine={LL.value.area.report.rule({ rule: d.spendingLevel.rule })} basisLabel={() => c.spendingLevel()} />
                  <Classification label={c.rating()} result={{ value: d.rating.value, basis: [d.rating.basis] }} name={(v) => d.rating.name ?? v}
                    ruleLine={LL.value.area.report.rule({ rule: d.rating.rule })} basisLabel={() => c.rating()} />
                  <Classification label={c.priceTier()} result={{ value: d.priceTier.value, basis: [d.priceTier.basis] }} name={(v) => d.priceTier.name ?? v}
                    ruleLine={LL.value.area.report.rule({ rule: d.priceTier.rule })} basisLabel={() => c.priceTier()} />
                </>
              )}
            </Block>
            <Block title={c.areas()} block={blocks.areas} onUnlock={unlock}>
              {(d) => <Bars title={c.areas()} bars={d.items.map((a) => ({ key: a.name, label: a.name, figure: a.index }))} />}
            </Block>
            <Block title={c.spending()} block={blocks.spending} onUnlock={unlock}>
              {(d) => (
                <>
                  {d.industry && <p class="muted">{d.industry}</p>}
                  {d.tierName && <p class="muted">{c.tier({ tier: d.tierName })}</p>}
                  <Figure label={c.atv()} figure={d.atv} format={inCurrency} />
                  <Figure label={c.purchaseFrequency()} figure={d.purchaseFrequency} />
                </>
              )}
            </Block>
          </>
        );
      }}
    </AreaReportScreen>
  );
}
