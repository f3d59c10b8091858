import { useEffect, useState } from 'preact/hooks';
import { useSearchParams } from '../../../platform/routing/router.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { counterApi } from '../api.js';
import { enteredAndPassed, loadHistory, totalOf, type HistoryEntry } from '../data/history.js';
import { estimateSales, parseEstimateForm, type EstimateError, type EstimateField, type EstimateRecord, type EstimateResult, type Range } from '../domain/estimate.js';
import { counterRuntime } from '../runtime.js';
import { UpgradeCard, useMember } from './membership.js';
import '../counter.css';
import { formatDateTime, formatTime, numberFormat } from '../../../platform/i18n/intl.js';

type FormField = Exclude<EstimateField, 'records'>;
const FIELDS: FormField[] = ['dailyPercent', 'atv', 'rateLow', 'rateHigh', 'businessDays'];

/** A count as the estimator reads it (entered and passed by), with its total as the count's details show it (every item). */
type CountRecord = EstimateRecord & { counted: number };

function toRecord(h: HistoryEntry): CountRecord {
  const { entered, passed } = enteredAndPassed(h);
  return { id: h.id, startedAt: h.startedAt, endedAt: h.endedAt ?? h.startedAt, entered, total: entered + passed, counted: totalOf(h) };
}

/** Sales estimate (10013): a member benefit that turns the user's own counts into a documented sales range. */
export default function SalesEstimateScreen() {
  const ready = useNamespace('counter');
  const member = useMember();
  const t = LL.value;
  if (!ready) return <Loading />;
  return (
    <>
      <PageHeader title={t.titles.salesEstimate()} />
      <main class="page counter-estimate">
        {member ? <Estimator /> : <UpgradeCard text={t.counter.member.estimator()} />}
      </main>
    </>
  );
}

/** The estimator: which counts to base it on, the shop's figures, and the estimate they give. */
function Estimator() {
  const [params] = useSearchParams();
  const [records, setRecords] = useState<CountRecord[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set((params.get('ids') ?? '').split(',').filter(Boolean)));
  const [form, setForm] = useState<Record<FormField, string>>({ dailyPercent: '', atv: '', rateLow: '', rateHigh: '', businessDays: '' });
  const [errors, setErrors] = useState<Partial<Record<EstimateField, EstimateError>>>({});
  const [result, setResult] = useState<EstimateShown | null>(null);
  useEffect(() => {
    counterRuntime()
      .then((rt) => loadHistory(rt.store, counterApi.list))
      .then((h) => setRecords(h.filter((e) => e.endedAt !== null).map(toRecord)), () => setRecords([]));
  }, []);

  const t = LL.value.counter.estimate;
  if (records === null) return <Loading />;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    const parsed = parseEstimateForm(form, records.filter((r) => selected.has(r.id)));
    setErrors(parsed.errors);
    setResult(parsed.input ? { r: estimateSales(parsed.input), percent: parsed.input.dailyPercent } : null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <CountChoice records={records} selected={selected} onToggle={toggle} error={errors.records} />
      <section class="card">
        {FIELDS.map((f) => (
          <label key={f} class="field">
            <span>{t[f]()}</span>
            <input
              name={f}
              inputMode={f === 'businessDays' ? 'numeric' : 'decimal'}
              value={form[f]}
              aria-invalid={!!errors[f]}
              onInput={(e) => setForm({ ...form, [f]: e.currentTarget.value })}
            />
            {f === 'dailyPercent' && <small class="muted">{t.dailyPercentHelp()}</small>}
            {f === 'rateLow' && <small class="muted">{t.rateHelp()}</small>}
            {errors[f] && (
              <span class="field-error" role="alert">
                {t.errors[errors[f]!]()}
              </span>
            )}
          </label>
        ))}
        <button type="submit" class="btn">
          {t.calculate()}
        </button>
      </section>
      {result && <EstimateCard result={result} />}
    </form>
  );
}

/** The counts the estimate can be based on, each with its time and figures, to tick. */
function CountChoice({ records, selected, onToggle, error }: { records: CountRecord[]; selected: Set<string>; onToggle(id: string): void; error?: EstimateError }) {
  const t = LL.value.counter.estimate;
  return (
    <fieldset class="card" aria-invalid={!!error}>
      <legend>{t.records()}</legend>
      {records.length === 0 && <p class="muted">{t.noCounts()}</p>}
      <ul class="list estimate-records">
        {records.map((r) => (
          <li key={r.id}>
            <label>
              <input type="checkbox" checked={selected.has(r.id)} onChange={() => onToggle(r.id)} />
              <span>
                {t.countTime()}: {formatDateTime(language.value, r.startedAt)} – {formatTime(language.value, r.endedAt)}
                <br />
                {t.inStore()}: {r.entered} · {t.total()}: {r.counted}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p class="field-error" role="alert">
          {t.errors[error]()}
        </p>
      )}
    </fieldset>
  );
}

/** An estimate as shown: the result and the daily percent the user entered, which its assumptions name. */
type EstimateShown = { r: EstimateResult; percent: number };

/** The estimate: warnings about thin counts, the traffic, the low-mid-high ranges, and the formula and assumptions behind them. */
function EstimateCard({ result }: { result: EstimateShown }) {
  const t = LL.value.counter.estimate;
  const number = numberFormat(language.value, { maximumFractionDigits: 0 });
  const range = (label: string, v: Range) => (
    <tr>
      <th scope="row">{label}</th>
      <td>{number.format(v.low)}</td>
      <td>{number.format(v.mid)}</td>
      <td>{number.format(v.high)}</td>
    </tr>
  );
  return (
    <section class="card" data-testid="estimate-result">
      <h3>{t.result()}</h3>
      <p class="muted">{t.modelEstimate()}</p>
      {(result.r.shortCount || result.r.singleDay) && (
        <div class="counter-warning" role="note">
          {result.r.shortCount && <p>{t.shortWarning()}</p>}
          {result.r.singleDay && <p>{t.singleDayWarning()}</p>}
          <p class="muted">{t.sources()}</p>
        </div>
      )}
      <p>
        {t.dailyTraffic()}: <strong>{number.format(result.r.dailyTraffic)}</strong>
        <br />
        {t.dailyVisitors()}: <strong>{number.format(result.r.dailyVisitors)}</strong>
      </p>
      <table class="estimate-ranges">
        <thead>
          <tr>
            <th />
            <th scope="col">{t.low()}</th>
            <th scope="col">{t.mid()}</th>
            <th scope="col">{t.high()}</th>
          </tr>
        </thead>
        <tbody>
          {range(t.dailyBuyers(), result.r.dailyBuyers)}
          {range(t.dailySales(), result.r.dailySales)}
          {range(t.monthlySales(), result.r.monthlySales)}
        </tbody>
      </table>
      <p class="muted">{t.salesCurrency()}</p>
      <h3>{t.formula()}</h3>
      <ul>
        <li>{t.formulaTraffic()}</li>
        <li>{t.formulaVisitors()}</li>
        <li>{t.formulaSales()}</li>
        <li>{t.formulaMonthly()}</li>
      </ul>
      <h3>{t.assumptions()}</h3>
      <ul>
        <li>{t.assumePercent({ percent: result.percent })}</li>
        <li>{t.assumeBasis({ days: result.r.days, minutes: Math.round(result.r.countedMinutesPerDay) })}</li>
        <li>{t.assumeDays()}</li>
        <li>{t.assumeMid()}</li>
      </ul>
    </section>
  );
}
