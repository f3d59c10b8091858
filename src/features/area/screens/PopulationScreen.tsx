import type { IncomeBand, PopulationReport } from '../../../../contracts/area-people.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { numberFormat } from '../../../platform/i18n/intl.js';
import { Figure } from '../../../ui/Figure.js';
import { AreaReportScreen } from '../views/AreaReportScreen.js';
import { Bars } from '../views/Bars.js';
import { Block } from '../views/Block.js';
import { money } from '../views/format.js';
import { labelOf } from '../views/labels.js';

/** Population profile (customer profile): residents and workers, age and gender, income, education, occupation, nationality. */
export default function PopulationScreen() {
  return (
    <AreaReportScreen<PopulationReport> kind="population" title={() => LL.value.titles.regionalAnalysis()}>
      {({ blocks }, unlock) => {
        const p = LL.value.area.population;
        const locale = language.value;
        const inCurrency = money(locale);
        const band = (b: IncomeBand) => {
          const money = (v: number) => numberFormat(locale, { style: 'currency', currency: b.currency, maximumFractionDigits: 0 }).format(v);
          if (b.from === null) return p.noEmployed();
          return b.to === null ? p.bandFrom({ from: money(b.from) }) : p.bandRange({ from: money(b.from), to: money(b.to) });
        };
        return (
          <>
            <Block title={p.residents()} block={blocks.residents} onUnlock={unlock}>
              {(d) => (
                <>
                  <Figure label={p.residentCount()} figure={d.residents} />
                  <Figure label={p.dwellingUnits()} figure={d.dwellingUnits} />
                  <Figure label={p.workers()} figure={d.workers} />
                  <Figure label={p.employedResidents()} figure={d.employedResidents} />
                  <Figure label={p.jobResidenceRatio()} figure={d.jobResidenceRatio} />
                  <Figure label={p.density()} figure={d.density} />
                  <Figure label={p.growth()} figure={d.growth} />
                  {d.planningArea && (
                    <div class="area-subsection">
                      <h4>{p.planningArea({ name: d.planningArea.name })}</h4>
                      <Figure label={p.areaPopulation()} figure={d.planningArea.population} />
                      <Figure label={p.areaDensity()} figure={d.planningArea.density} />
                      <Figure label={p.households()} figure={d.planningArea.households} />
                      <Figure label={p.householdSize()} figure={d.planningArea.householdSize} />
                    </div>
                  )}
                </>
              )}
            </Block>
            <Block title={p.ageGender()} block={blocks.ageGender} onUnlock={unlock}>
              {(d) => (
                <>
                  <Bars title={p.age()} bars={d.ageGroups.map((s) => ({ key: s.key, label: s.key, figure: s.figure }))} />
                  <Bars title={p.gender()} bars={d.gender.map((s) => ({ key: s.key, label: labelOf(p.genders, s.key), figure: s.figure }))} />
                </>
              )}
            </Block>
            <Block title={p.income()} block={blocks.income} onUnlock={unlock}>
              {(d) => (
                <>
                  {d.area && <p class="muted">{d.area}</p>}
                  <Bars title={p.incomeLevels()} bars={d.levels.map((s) => ({ key: s.key, label: labelOf(p.levels, s.key), figure: s.figure }))} />
                  <p class="muted">{LL.value.area.report.rule({ rule: d.rule })}</p>
                  <Figure label={p.mean()} figure={d.mean} format={inCurrency} />
                  <Figure label={p.median()} figure={d.median} format={inCurrency} />
                  {d.bands.length > 0 && (
                    <Bars title={p.bands()} bars={d.bands.map((b, i) => ({ key: String(i), label: band(b), figure: b.households }))} />
                  )}
                </>
              )}
            </Block>
            <Block title={p.education()} block={blocks.education} onUnlock={unlock}>
              {(d) => <Bars title={p.education()} bars={d.shares.map((s) => ({ key: s.key, label: labelOf(p.educationKeys, s.key), figure: s.figure }))} />}
            </Block>
            <Block title={p.occupation()} block={blocks.occupation} onUnlock={unlock}>
              {(d) => <Bars title={p.occupation()} bars={d.shares.map((s) => ({ key: s.key, label: labelOf(p.occupationKeys, s.key), figure: s.figure }))} />}
            </Block>
            <Block title={p.nationality()} block={blocks.nationality} onUnlock={unlock}>
              {(d) => (
                <>
                  <Bars title={p.nationality()} bars={d.shares.map((s) => ({ key: s.key, label: labelOf(p.nationalityKeys, s.key), figure: s.figure }))} />
                  <Figure label={p.foreignBorn()} figure={d.foreignBorn} />
                </>
              )}
            </Block>
          </>
        );
      }}
    </AreaReportScreen>
  );
}
