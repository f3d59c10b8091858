import type { BusinessDistrictReport } from '../../../../contracts/area.js';
import { LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';
import { AreaReportScreen } from '../views/AreaReportScreen.js';
import { Bars } from '../views/Bars.js';
import { Block } from '../views/Block.js';
import { Level } from '../views/Level.js';
import { Places } from '../views/Places.js';
import { PlacesMap } from '../views/PlacesMap.js';

/** Business district: stores, business types, the industry mix, map changes, richness and competition levels. */
export default function BusinessDistrictScreen() {
  return (
    <AreaReportScreen<BusinessDistrictReport> kind="business-district" title={() => LL.value.titles.businessDistrict()}>
      {({ query, blocks }, unlock) => {
        const b = LL.value.area.business;
        return (
          <>
            <Block title={b.overview()} block={blocks.overview} onUnlock={unlock}>
              {(d) => (
                <>
                  <Figure label={b.stores()} figure={d.stores} />
                  <Figure label={b.businessTypes()} figure={d.businessTypes} />
                  <Figure label={b.chainRatio()} figure={d.chainRatio} />
                  <Figure label={b.averageRating()} figure={d.averageRating} />
                </>
              )}
            </Block>
            <Block title={b.industries()} block={blocks.industries} onUnlock={unlock}>
              {(d) => (
                <>
                  <Bars title={b.industries()} bars={d.top.map((i) => ({ key: i.key, label: i.name, figure: i.stores }))} />
                  <p class="muted">{d.note}</p>
                </>
              )}
            </Block>
            <Block title={b.changes()} block={blocks.changes} onUnlock={unlock}>
              {(d) => (
                <>
                  {d.periods.map((p) => (
                    <div class="area-period" key={`${p.from}-${p.to}`}>
                      <p>{p.wording}</p>
                      <Figure label={b.newStores()} figure={p.opened} />
                      <Figure label={b.closedStores()} figure={p.closed} />
                    </div>
                  ))}
                  {d.note && <p class="report-notice">{d.note}</p>}
                </>
              )}
            </Block>
            <Block title={b.levels()} block={blocks.levels} onUnlock={unlock}>
              {(d) => (
                <>
                  <Level title={b.richness()} level={d.richness} />
                  <Level title={b.competition()} level={d.competition} />
                  <Level title={b.saturation()} level={d.saturation} />
                </>
              )}
            </Block>
            <Block title={b.industryStores()} block={blocks.industryStores} onUnlock={unlock}>
              {(d) =>
                d.industry === null ? (
                  <p class="muted">{b.noIndustry()}</p>
                ) : (
                  <>
                    <Figure label={`${b.existingStores()} · ${d.industry.name}`} figure={d.count} />
                    <PlacesMap query={query} layers={[{ key: 'stores', label: d.industry.name, places: d.stores }]} />
                    <Places title={d.industry.name} places={d.stores} />
                  </>
                )
              }
            </Block>
          </>
        );
      }}
    </AreaReportScreen>
  );
}
