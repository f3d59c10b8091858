import type { AiAnalysisBlocks } from '../../../../contracts/ai-analysis.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';
import { metres } from '../../../ui/format.js';
import { LevelView } from './Classes.js';
import { Part } from './Part.js';
import { Tabs } from './Tabs.js';

/** The analysis report's pages: trade area, business activity, competition. */
export function Pages({ blocks, onUnlock }: { blocks: AiAnalysisBlocks; onUnlock: () => void }) {
  const t = LL.value.aiAnalysis;
  return (
    <section class="card" data-section="pages">
      <Tabs
        label={t.pages.label()}
        tabs={[
          { key: 'tradeArea', label: t.pages.tradeArea(), render: () => <Part block={blocks.tradeArea} onUnlock={onUnlock}>{(d) => <TradeArea radii={d.radii} />}</Part> },
          { key: 'businessActivity', label: t.pages.businessActivity(), render: () => <Part block={blocks.businessActivity} onUnlock={onUnlock}>{(d) => <Activity data={d} />}</Part> },
          { key: 'competition', label: t.pages.competition(), render: () => <Part block={blocks.competition} onUnlock={onUnlock}>{(d) => <Competition data={d} />}</Part> },
        ]}
      />
    </section>
  );
}

type Data<K extends keyof AiAnalysisBlocks> = NonNullable<AiAnalysisBlocks[K]['data']>;

/** Both radii, one after the other: who lives and works there and how they arrive. */
function TradeArea({ radii }: { radii: Data<'tradeArea'>['radii'] }) {
  const t = LL.value.aiAnalysis.trade;
  const locale = language.value;
  return (
    <>
      {radii.map((r) => (
        <div key={r.radius} class="ai-radius" data-radius={r.radius}>
          <h4>{LL.value.aiAnalysis.report.radius()} {metres(r.radius, locale)}</h4>
          <Figure label={t.residents()} figure={r.residents} />
          <Figure label={t.workers()} figure={r.workers} />
          <Figure label={t.passengerFlow()} figure={r.passengerFlow} />
          <Figure label={t.consumers()} figure={r.consumers} />
          <Figure label={t.transportCoverage()} figure={r.transportCoverage} />
        </div>
      ))}
    </>
  );
}

function Activity({ data }: { data: Data<'businessActivity'> }) {
  const t = LL.value.aiAnalysis.activity;
  return (
    <>
      <LevelView label={t.richness()} level={data.richness} />
      <Figure label={t.stores()} figure={data.stores} />
      <Figure label={t.businessTypes()} figure={data.businessTypes} />
      {data.anchors.length > 0 && <h4>{t.anchors()}</h4>}
      {data.anchors.map((a) => (
        <Figure key={a.key} label={a.name} figure={a.count} />
      ))}
      {data.topIndustries.length > 0 && <h4>{t.topIndustries()}</h4>}
      {data.topIndustries.slice(0, 10).map((i) => (
        <Figure key={i.key} label={i.name} figure={i.stores} />
      ))}
    </>
  );
}

function Competition({ data }: { data: Data<'competition'> }) {
  const t = LL.value.aiAnalysis.competition;
  const locale = language.value;
  return (
    <>
      <LevelView label={t.saturation()} level={data.saturation} />
      <Figure label={t.competitors()} figure={data.competitors} />
      <Figure label={t.nearest()} figure={data.nearestCompetitor} format={(v) => metres(v, locale)} />
      <Figure label={t.ownStores()} figure={data.ownBrandStores} />
      <Figure label={t.existingStores()} figure={data.existingStores} />
      <Figure label={t.capacity()} figure={data.projectedCapacity} />
      <h4>{t.list()}</h4>
      {data.stores.length === 0 ? (
        <p class="muted">{t.none()}</p>
      ) : (
        <ul class="list ai-places">
          {data.stores.map((s, i) => (
            <li key={`${s.name}-${i}`}>
              <span>{s.name}</span>
              <span class="muted">{metres(s.distanceM, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
