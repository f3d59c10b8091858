import type { AiAnalysisBlocks } from '../../../../contracts/ai-analysis.js';
import { LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';
import { AnalysisMap } from './AnalysisMap.js';
import { RatedClassView } from './Classes.js';
import { Part } from './Part.js';
import { Tabs } from './Tabs.js';

type Data<K extends keyof AiAnalysisBlocks> = NonNullable<AiAnalysisBlocks[K]['data']>;

/** The position analysis: the business circle on a map, the economic condition, the customer profile. */
export function Position({ blocks, onUnlock }: { blocks: AiAnalysisBlocks; onUnlock: () => void }) {
  const t = LL.value.aiAnalysis.position;
  return (
    <section class="card" data-section="position">
      <h3>{t.label()}</h3>
      <Tabs
        label={t.label()}
        tabs={[
          { key: 'businessCircle', label: t.businessCircle(), render: () => <Part block={blocks.map} onUnlock={onUnlock}>{(d) => <AnalysisMap map={d} />}</Part> },
          { key: 'economy', label: t.economy(), render: () => <Part block={blocks.economy} onUnlock={onUnlock}>{(d) => <Economy data={d} />}</Part> },
          { key: 'customers', label: t.customers(), render: () => <Part block={blocks.customers} onUnlock={onUnlock}>{(d) => <Customers data={d} />}</Part> },
        ]}
      />
    </section>
  );
}

/** Spending power and what the data supports of a store's economics; 'insufficient data' with its reason where not. */
function Economy({ data }: { data: Data<'economy'> }) {
  const t = LL.value.aiAnalysis.economy;
  return (
    <>
      <Figure label={t.consumptionIndex()} figure={data.consumptionIndex} />
      <RatedClassView label={t.consumptionRating()} rated={data.consumptionRating} />
      <RatedClassView label={t.investment()} rated={data.investmentOpportunity} />
      <Figure label={t.payback()} figure={data.payback} />
      <Figure label={t.atv()} figure={data.averageTransactionValue} />
      <Figure label={t.frequency()} figure={data.purchaseFrequency} />
      <Strategy title={t.shortTerm()} lines={data.shortTerm} />
      <Strategy title={t.longTerm()} lines={data.longTerm} />
      {data.strategyNote && <p class="report-notice">{data.strategyNote}</p>}
    </>
  );
}

function Strategy({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul class="ai-strategy">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </>
  );
}

function Customers({ data }: { data: Data<'customers'> }) {
  const t = LL.value.aiAnalysis.customers;
  return (
    <>
      <RatedClassView label={t.match()} rated={data.match} />
      <h4>{t.target()}</h4>
      <p>{data.target}</p>
      <h4>{t.profile()}</h4>
      {data.profile.map((p) => (
        <Figure key={p.key} label={p.label} figure={p.figure} />
      ))}
    </>
  );
}
