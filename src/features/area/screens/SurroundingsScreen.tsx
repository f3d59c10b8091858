import type { SurroundingsReport } from '../../../../contracts/area.js';
import { LL } from '../../../platform/i18n/index.js';
import { Figure } from '../../../ui/Figure.js';
import { InTurn } from '../../../ui/InTurn.js';
import { AreaReportScreen } from '../views/AreaReportScreen.js';
import { Block } from '../views/Block.js';
import { CategoryTable } from '../views/CategoryTable.js';
import { Places } from '../views/Places.js';
import { PlacesMap } from '../views/PlacesMap.js';

/** Surrounding analysis: places by category, nearest competitors, transport coverage and stops. */
export default function SurroundingsScreen() {
  return (
    <AreaReportScreen<SurroundingsReport> kind="surroundings" title={() => LL.value.titles.surroundingAnalysis()}>
      {({ query, blocks }, unlock) => {
        const s = LL.value.area.surroundings;
        const b = LL.value.area.business;
        const competitors = blocks.competitors.data;
        const transport = blocks.transport.data;
        return (
          // Every block a task after the header: the header and the categories in one task were the longest after the answer.
          <InTurn first={0}>
            <Block title={s.categories()} block={blocks.categories} onUnlock={unlock}>
              {(d) => <CategoryTable items={d.items} total500={d.total500} total1000={d.total1000} />}
            </Block>
            <Block title={s.competitors()} block={blocks.competitors} onUnlock={unlock}>
              {(d) =>
                d.industry === null ? (
                  <p class="muted">{b.noIndustry()}</p>
                ) : (
                  <>
                    <Figure label={`${s.competitorCount()} · ${d.industry.name}`} figure={d.count} />
                    <Places title={d.industry.name} places={d.stores} />
                  </>
                )
              }
            </Block>
            <Block title={s.transport()} block={blocks.transport} onUnlock={unlock}>
              {(d) => (
                <>
                  <Figure label={s.coverage()} figure={d.coverage} />
                  <p class="muted">{LL.value.area.report.rule({ rule: d.rule })}</p>
                  <Places title={s.rail()} places={d.rail.map((stop) => ({ ...stop, detail: stop.kindName }))} source={d.stopsDatasets} />
                  <Places title={s.busStops()} places={d.busStops} source={d.stopsDatasets} />
                </>
              )}
            </Block>
            {/* Last: the map arrives after the page (its code and texts load when it nears the view), so nothing moves under the reader. */}
            <Block title={s.map()} block={blocks.map} onUnlock={unlock}>
              {(d) => (
                <PlacesMap
                  query={query}
                  outlines={d.outlines}
                  cells={d.cells}
                  layers={[
                    { key: 'competitors', label: competitors?.industry?.name ?? s.competitors(), places: competitors?.stores ?? [] },
                    { key: 'rail', label: s.rail(), places: transport?.rail ?? [] },
                    { key: 'bus', label: s.busStops(), places: transport?.busStops ?? [] },
                  ]}
                />
              )}
            </Block>
          </InTurn>
        );
      }}
    </AreaReportScreen>
  );
}
