import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { Figure as FigureData } from '../../../contracts/figure.js';
import type { BrandReport } from '../../../contracts/geo.js';
import { language, LL } from '../../platform/i18n/index.js';
import { Figure } from '../../ui/Figure.js';
import { InTurn } from '../../ui/InTurn.js';
import { ReportSection } from '../../ui/ReportSection.js';
import { RowsNearView } from '../../ui/RowsNearView.js';
import { StoreMap } from './StoreMap.js';
import { numberFormat, dateTimeFormat, displayNames } from '../../platform/i18n/intl.js';

/** NSI's code for "operates worldwide". */
const WORLDWIDE = '001';

/** Translation key of each match method the API names (server/geo/stores/store-match.ts). */
const METHOD_KEYS = { 'brand:wikidata': 'wikidata', brand: 'brand', 'nsi name': 'nsiName', name: 'name' } as const;

/** How the report's parts word dates, countries, store statuses and units in the reader's language. */
interface Words {
  countryName(code: string): string;
  dateText(iso: string): string;
  statusText(status: BrandReport['stores'][number]['status']): string;
  withUnit(value: number, unit: string): string;
}

function wordsFor(r: BrandTexts, locale: string): Words {
  const regions = displayNames(locale, { type: 'region' });
  // One formatter for every date: building one per store (two dates each) was a long task of its own.
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  return {
    countryName: (code) => (code === WORLDWIDE ? r.worldwide() : regions.of(code.toUpperCase()) ?? code),
    dateText: (iso) => dateFormat.format(new Date(iso)),
    statusText: (status) => (status === 'duplicate' ? r.duplicateStore() : status === 'not in latest source' ? r.notInLatestStore() : r.closedStore()),
    /** Durations (years, months, days) and rates per year in words; other units read as plain numbers. */
    withUnit(value, unit) {
      const amount = numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
      if (unit === 'years') return r.years({ amount });
      if (unit === 'months') return r.months({ amount });
      if (unit === 'days') return r.days({ amount });
      if (unit === '%/year') return r.percentPerYear({ amount });
      return unit === '%' ? `${amount}%` : amount;
    },
  };
}

type BrandTexts = ReturnType<typeof brandTexts>;
const brandTexts = () => LL.value.brand.report;
type PartProps = { report: BrandReport; r: BrandTexts; w: Words };

/**
 * The brand report (brand measures), every count worded as Lokasi's map data, never as the brand's own figures.
 * `savedAt`: when the report shown is the copy kept on this device (offline), the moment it was kept.
 */
export function BrandReportView({ report, savedAt }: { report: BrandReport; savedAt: string | null }) {
  const r = brandTexts();
  const w = wordsFor(r, language.value);
  const part = { report, r, w };
  return (
    <article class="brand-report">
      {/* The header and the identity fill a phone's first screen; the other sections follow a task at a time. */}
      <InTurn first={2}>
        <Header {...part} savedAt={savedAt} />
        <Identity {...part} />
        <Footprint {...part} />
        <Stores {...part} />
        <Dynamics {...part} />
      </InTurn>
    </article>
  );
}

function Header({ report, r, w, savedAt }: PartProps & { savedAt: string | null }) {
  const { brand, footprint } = report;
  // A city-state's city and country have one name: say it once.
  const scopeName = [
    ...new Set([
      report.scope.cityId !== null ? footprint.byCity.find((c) => c.cityId === report.scope.cityId)?.name : null,
      report.scope.countryIso2 ? w.countryName(report.scope.countryIso2) : null,
    ]),
  ].filter(Boolean);
  return (
    <header class="card">
      <h2>{brand.name}</h2>
      <p class="muted">
        {r.analysisTarget()}: {[brand.name, ...scopeName].join(' · ')}
      </p>
      <p class="muted">
        {r.analysisDate()}: {w.dateText(report.analysisDate)}
      </p>
      {savedAt && (
        <p class="brand-kept" role="status">
          {r.savedCopy({ date: w.dateText(savedAt) })}
        </p>
      )}
    </header>
  );
}

function Identity({ report, r, w }: PartProps) {
  const { brand } = report;
  return (
    <ReportSection title={r.identity()}>
      <dl class="brand-identity">
        <dt>{r.category()}</dt>
        <dd>{report.industryName ?? LL.value.brand.preview.none()}</dd>
        {brand.wikidata && (
          <>
            <dt>{r.wikidata()}</dt>
            <dd>
              <a href={`https://www.wikidata.org/wiki/${brand.wikidata}`} target="_blank" rel="noopener noreferrer">
                {brand.wikidata}
              </a>
            </dd>
          </>
        )}
        <dt>{r.countries()}</dt>
        <dd>{brand.countries.map(w.countryName).join(', ')}</dd>
      </dl>
    </ReportSection>
  );
}

function Footprint({ report, r }: PartProps) {
  const { footprint } = report;
  return (
    <ReportSection title={r.footprint()}>
      <p class="muted">{r.footprintNote()}</p>
      <Figure label={r.mapStores()} figure={footprint.mapStores} />
      <p class="muted">{r.currentMeans({ distance: footprint.mergeDistanceM })}</p>
      {footprint.sources.length > 0 && (
        <FigureGroup title={r.sources()}>
          <ul class="list brand-sources">
            {footprint.sources.map((s) => (
              <li key={s.dataset.id}>
                {r.sourceRow({
                  source: s.dataset.name, date: s.date, found: s.found, current: s.current, duplicates: s.duplicates,
                  notInLatest: s.notInLatestSource, closed: s.closed,
                })}
              </li>
            ))}
          </ul>
        </FigureGroup>
      )}
      {footprint.matchMethods.length > 0 && (
        <FigureGroup title={r.matchedBy()}>
          <ul class="list brand-match-methods">
            {footprint.matchMethods.map((m) => (
              <li key={m.method}>
                {m.method in METHOD_KEYS ? r.methods[METHOD_KEYS[m.method as keyof typeof METHOD_KEYS]]() : m.method}: {m.stores}
              </li>
            ))}
          </ul>
        </FigureGroup>
      )}
      <Figure label={r.districtsCovered()} figure={footprint.districtsCovered} />
      {footprint.byCountry.length > 0 && (
        <FigureGroup title={r.byCountry()}>
          <RowsNearView items={footprint.byCountry} row={(c) => <Figure key={c.iso2} label={c.name} figure={c.stores} />} />
        </FigureGroup>
      )}
      {footprint.byCity.length > 0 && (
        <FigureGroup title={r.byCity()}>
          <RowsNearView items={footprint.byCity} row={(c) => <Figure key={c.cityId} label={c.name} figure={c.stores} />} />
        </FigureGroup>
      )}
    </ReportSection>
  );
}

function Stores({ report, r, w }: PartProps) {
  const { stores, footprint } = report;
  return (
    <ReportSection title={r.storeMap()}>
      {stores.length === 0 ? (
        <p class="muted">{r.noStores()}</p>
      ) : (
        <>
          <StoreMap stores={stores} />
          <StoreList title={`${r.storeList()}: ${r.storeListCounts({ counted: footprint.mapStores.value ?? 0, records: stores.length })}`}>
            {() => (
              <RowsNearView
                items={stores}
                wrap={(rows) => <ul class="list store-list">{rows}</ul>}
                row={(s) => (
                  <li key={s.id}>
                    {s.name}
                    <span class="muted">
                      {' · '}
                      {w.dateText(s.firstSeen)} – {w.dateText(s.lastSeen)}
                      {s.status !== 'current' && ` · ${w.statusText(s.status)}`}
                    </span>
                  </li>
                )}
              />
            )}
          </StoreList>
        </>
      )}
    </ReportSection>
  );
}

function Dynamics({ report, r, w }: PartProps) {
  const { dynamics } = report;
  return (
    <ReportSection title={r.dynamics()}>
      <p class="muted">{r.dynamicsNote()}</p>
      {dynamics.snapshots.length > 0 && (
        <p class="muted">
          {r.snapshots()}: {dynamics.snapshots.map((s) => `${w.dateText(s.date)} (${s.area})`).join(', ')}
        </p>
      )}
      {dynamics.changes.length > 0 && (
        <FigureGroup title={r.changes()}>
          <ul class="list brand-changes">
            {dynamics.changes.map((c) => (
              <li key={c.to}>{r.changeRow({ from: w.dateText(c.from), to: w.dateText(c.to), added: c.newStores, closed: c.closedStores })}</li>
            ))}
          </ul>
        </FigureGroup>
      )}
      <SnapshotFigure label={r.newStores()} figure={dynamics.newStores} />
      <SnapshotFigure label={r.closedStores()} figure={dynamics.closedStores} />
      <SnapshotFigure label={r.netIncrease()} figure={dynamics.netIncrease} />
      <SnapshotFigure label={r.annualClosureRate()} figure={dynamics.annualClosureRate} format={w.withUnit} />
      <SnapshotFigure label={r.averageOpeningPeriod()} figure={dynamics.averageOpeningPeriod} format={w.withUnit} />
      <SnapshotFigure label={r.lifespan()} figure={dynamics.lifespan} format={w.withUnit} />
      <SnapshotFigure label={r.newStoreSurvival()} figure={dynamics.newStoreSurvival} />
    </ReportSection>
  );
}

function FigureGroup({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <div class="figure-group">
      <h4>{title}</h4>
      {children}
    </div>
  );
}

/** The store list, folded; its rows are built only once the user opens it. */
function StoreList({ title, children }: { title: string; children: () => ComponentChildren }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{title}</summary>
      {open && children()}
    </details>
  );
}

/** A snapshot-difference figure; where the snapshots cannot support it the server's note (in the reader's language) says so. */
function SnapshotFigure({ label, figure, format }: {
  label: string;
  figure: FigureData;
  format?: (value: number, unit: string) => string;
}) {
  return (
    <div class="snapshot-figure" data-insufficient={figure.value === null || undefined}>
      <Figure label={label} figure={figure} format={format} />
    </div>
  );
}
