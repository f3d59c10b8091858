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

/**
 * The brand report (spec §3 brand measures), every count worded as Lokasi's map data, never as the brand's own figures.
 * `savedAt`: when the report shown is the copy kept on this device (offline), the moment it was kept.
 */
export function BrandReportView({ report, savedAt }: { report: BrandReport; savedAt: string | null }) {
  const t = LL.value;
  const r = t.brand.report;
  const locale = language.value;
  const { brand, footprint, dynamics, stores } = report;
  const regions = displayNames(locale, { type: 'region' });
  const countryName = (code: string) => (code === WORLDWIDE ? r.worldwide() : regions.of(code.toUpperCase()) ?? code);
  // One formatter for every date: building one per store (two dates each) was a long task of its own.
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  const dateText = (iso: string) => dateFormat.format(new Date(iso));
  // A city-state's city and country have one name: say it once.
  const scopeName = [
    ...new Set([
      report.scope.cityId !== null ? footprint.byCity.find((c) => c.cityId === report.scope.cityId)?.name : null,
      report.scope.countryIso2 ? countryName(report.scope.countryIso2) : null,
    ]),
  ].filter(Boolean);

  const statusText = (status: BrandReport['stores'][number]['status']) =>
    status === 'duplicate' ? r.duplicateStore() : status === 'not in latest source' ? r.notInLatestStore() : r.closedStore();

  /** Durations (years, months, days) and rates per year in words; other units read as plain numbers. */
  const withUnit = (value: number, unit: string) => {
    const amount = numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
    if (unit === 'years') return r.years({ amount });
    if (unit === 'months') return r.months({ amount });
    if (unit === 'days') return r.days({ amount });
    if (unit === '%/year') return r.percentPerYear({ amount });
    return unit === '%' ? `${amount}%` : amount;
  };

  return (
    <article class="brand-report">
      {/* The header and the identity fill a phone's first screen; the other sections follow a task at a time. */}
      <InTurn first={2}>
        <header class="card">
          <h2>{brand.name}</h2>
          <p class="muted">
            {r.analysisTarget()}: {[brand.name, ...scopeName].join(' · ')}
          </p>
          <p class="muted">
            {r.analysisDate()}: {dateText(report.analysisDate)}
          </p>
          {savedAt && (
            <p class="brand-kept" role="status">
              {r.savedCopy({ date: dateText(savedAt) })}
            </p>
          )}
        </header>

        <ReportSection title={r.identity()}>
          <dl class="brand-identity">
            <dt>{r.category()}</dt>
            <dd>{report.industryName ?? t.brand.preview.none()}</dd>
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
            <dd>{brand.countries.map(countryName).join(', ')}</dd>
          </dl>
        </ReportSection>

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
                          {dateText(s.firstSeen)} – {dateText(s.lastSeen)}
                          {s.status !== 'current' && ` · ${statusText(s.status)}`}
                        </span>
                      </li>
                    )}
                  />
                )}
              </StoreList>
            </>
          )}
        </ReportSection>

        <ReportSection title={r.dynamics()}>
          <p class="muted">{r.dynamicsNote()}</p>
          {dynamics.snapshots.length > 0 && (
            <p class="muted">
              {r.snapshots()}: {dynamics.snapshots.map((s) => `${dateText(s.date)} (${s.area})`).join(', ')}
            </p>
          )}
          {dynamics.changes.length > 0 && (
            <FigureGroup title={r.changes()}>
              <ul class="list brand-changes">
                {dynamics.changes.map((c) => (
                  <li key={c.to}>{r.changeRow({ from: dateText(c.from), to: dateText(c.to), added: c.newStores, closed: c.closedStores })}</li>
                ))}
              </ul>
            </FigureGroup>
          )}
          <SnapshotFigure label={r.newStores()} figure={dynamics.newStores} />
          <SnapshotFigure label={r.closedStores()} figure={dynamics.closedStores} />
          <SnapshotFigure label={r.netIncrease()} figure={dynamics.netIncrease} />
          <SnapshotFigure label={r.annualClosureRate()} figure={dynamics.annualClosureRate} format={withUnit} />
          <SnapshotFigure label={r.averageOpeningPeriod()} figure={dynamics.averageOpeningPeriod} format={withUnit} />
          <SnapshotFigure label={r.lifespan()} figure={dynamics.lifespan} format={withUnit} />
          <SnapshotFigure label={r.newStoreSurvival()} figure={dynamics.newStoreSurvival} />
        </ReportSection>
      </InTurn>
    </article>
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
