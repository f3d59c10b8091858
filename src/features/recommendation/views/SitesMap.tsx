import type { Recommendation } from '../../../../contracts/recommendation.js';
import { LL } from '../../../platform/i18n/index.js';
import { LazyAreaMap, type MapPoint, type Ring } from '../../../ui/map/index.js';
import { siteName } from './SiteCard.js';

/** The sites on a map over the heat layer of every scored cell; `only` draws one site with its competitors (the detail). */
export function SitesMap({ rec, only }: { rec: Recommendation; only?: number }) {
  const t = LL.value.recommendationScreens.list;
  const sites = only ? rec.sites.filter((s) => s.rank === only) : rec.sites;
  // Competitors first: the sites are drawn last, on top of a competitor beside them.
  const points: MapPoint[] = [
    ...sites.flatMap((s) => s.competitors.map((c, i) => ({ id: `c-${s.rank}-${i}`, lat: c.lat, lon: c.lon, name: c.name, group: 'competitor' }))),
    ...sites.map((s) => ({ id: `site-${s.rank}`, lat: s.lat, lon: s.lon, name: `${s.rank}. ${siteName(s)}`, group: 'site' })),
  ];
  return (
    <LazyAreaMap
      label={t.mapLabel({ count: sites.length, city: rec.city.name })}
      points={points}
      groups={[
        { key: 'site', label: t.sitesGroup() },
        { key: 'competitor', label: t.competitorsGroup(), hollow: true },
      ]}
      heat={{ cells: rec.heat.map((c) => ({ ring: c.ring as unknown as Ring, score: c.score })), legend: t.heatLegend() }}
    />
  );
}
