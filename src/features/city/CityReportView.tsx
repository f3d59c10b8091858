import type { CityReport, Series, TrendClass } from '../../../contracts/geo.js';
import { language, LL } from '../../platform/i18n/index.js';
import { Figure } from '../../ui/Figure.js';
import { Classification } from '../../ui/Classification.js';
import { InTurn } from '../../ui/InTurn.js';
import { ReportSection } from '../../ui/ReportSection.js';
import { RowsNearView } from '../../ui/RowsNearView.js';
import { MoneyFigure } from './MoneyFigure.js';
import { formatNumber, moneyAmount } from './model/money.js';
import { placeLine } from './model/place-line.js';
import { TrendChart } from './TrendChart.js';
import { dateTimeFormat } from '../../platform/i18n/intl.js';

/**
 * The city report (a city's measures with their trend, rating and opportunity classes). `savedAt`: when the
 * report shown is the copy kept on this device (offline), the moment it was kept.
 */
export function CityReportView({ report, savedAt }: { report: CityReport; savedAt: string | null }) {
  const t = LL.value;
  const r = t.city.report;
  const locale = language.value;
  const { economy, population, consumption } = report;

  /** Money in the spec's units: 'USD 547.4 billion'. */
  const money = (value: number, currency: string) => `${currency} ${moneyAmount(locale, value, r)}`;
  const trendName = (cls: TrendClass) => r.trendClass[cls === 'no data' ? 'noData' : cls]();
  const ranking = (rank: number) =>
    economy.gdpRankingOf.value === null ? `#${rank}` : r.rankingValue({ rank, of: economy.gdpRankingOf.value, year: economy.gdpRanking.vintage });

  return (
    <article class="city-report">
      {/* The header first, then each section a task at a time: the header and the economy in one task were the longest after the answer (Lighthouse TBT median 152 -> 43 ms). */}
      <InTurn>
        <CityReportHeader report={report} savedAt={savedAt} />

        <ReportSection title={r.economy()}>
          <MoneyFigure label={r.gdpTotal()} money={economy.gdpTotal} format={money} />
          <Figure label={r.gdpGrowth()} figure={economy.gdpGrowth} />
          <MoneyFigure label={r.gdpPerCapita()} money={economy.gdpPerCapita} format={money} />
          <Figure label={r.gdpRanking()} figure={economy.gdpRanking} format={ranking} />
          <Trend name={r.gdpTrend()} series={economy.gdpTrend} formatValue={(v) => money(v, 'USD')} />
          <Classification label={r.gdpTrend()} result={economy.gdpTrendClass} name={trendName} ruleLine={r.rule({ rule: economy.gdpTrendClass.rule })} />
        </ReportSection>

        <ReportSection title={r.population()}>
          <Figure label={r.populationTotal()} figure={population.total} />
          <Figure label={r.populationGrowth()} figure={population.growth} />
          <Figure label={r.populationDensity()} figure={population.density} />
          <Trend name={r.populationTrend()} series={population.trend} formatValue={(v) => formatNumber(locale, v, 0)} />
          <Classification label={r.populationTrend()} result={population.trendClass} name={trendName} ruleLine={r.rule({ rule: population.trendClass.rule })} />
        </ReportSection>

        <ReportSection title={r.consumption()}>
          <MoneyFigure label={r.disposableIncome()} money={consumption.disposableIncome} format={money} />
          <MoneyFigure label={r.retailSales()} money={consumption.retailSales} format={money} />
          <Classification label={r.consumptionRating()} result={consumption.rating} name={(c) => r.rating[c]()} ruleLine={r.rule({ rule: consumption.rating.rule })} />
        </ReportSection>

        <ReportSection title={r.investmentOpportunity()}>
          <Classification label={r.investmentOpportunity()} result={report.investmentOpportunity} name={(c) => r.opportunity[c]()} ruleLine={r.rule({ rule: report.investmentOpportunity.rule })} />
        </ReportSection>

        {/* Last: its list of areas grows as it nears the view, so nothing below it moves while the reader scrolls. */}
        {report.local.length > 0 && (
          <ReportSection title={r.localStatistics()}>
            <RowsNearView
              items={report.local}
              row={(area) => (
                <div class="local-area" key={area.id}>
                  <h4>{area.name}</h4>
                  {area.figures.map((f) =>
                    f.usd ? (
                      <div class="money-figure" key={f.key}>
                        <Figure label={f.label} figure={f.figure} format={(v) => money(v, f.figure.unit)} />
                        <Figure label={`${f.label} (USD)`} figure={f.usd} format={(v) => money(v, 'USD')} />
                      </div>
                    ) : (
                      <Figure key={f.key} label={f.label} figure={f.figure} />
                    ),
                  )}
                </div>
              )}
            />
          </ReportSection>
        )}
      </InTurn>
    </article>
  );
}

/** The report's head: the place, the date of the analysis, whether this is the copy kept on the device, and what the figures describe. */
function CityReportHeader({ report, savedAt }: { report: CityReport; savedAt: string | null }) {
  const r = LL.value.city.report;
  const locale = language.value;
  const { city } = report;
  const dateText = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <header class="card">
      <h2>{city.name}</h2>
      <p class="muted">
        {r.analysisTarget()}: {placeLine(city, locale)}
      </p>
      <p class="muted">
        {r.analysisDate()}: {dateText(report.analysisDate)}
      </p>
      {savedAt && (
        <p class="report-notice" role="status">
          {r.savedCopy({ date: dateText(savedAt) })}
        </p>
      )}
      <p class="report-notice" data-kind={city.isCountry ? 'public statistic' : 'place'}>
        {city.isCountry ? r.nationalNotice({ city: city.name }) : r.placeNotice({ city: city.name })}
      </p>
    </header>
  );
}

/** A trend chart, or where no source publishes the series for this place, 'No Data Available' with the reason. */
function Trend(props: { name: string; series: Series; formatValue: (value: number) => string }) {
  const { series } = props;
  if (series.points.length === 0 && series.kind === 'not available') {
    return <Figure label={props.name} figure={{ value: null, unit: series.unit, kind: series.kind, datasets: [], vintage: '', note: series.note }} />;
  }
  return <TrendChart {...props} />;
}
