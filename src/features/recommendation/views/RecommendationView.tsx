import type { Recommendation } from '../../../../contracts/recommendation.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { dateText } from '../../../ui/format.js';
import { DataAsOf } from '../../../ui/DataAsOf.js';
import { InTurn } from '../../../ui/InTurn.js';
import { detailPath, LIST_PATH } from '../model/paths.js';
import { SiteCard } from './SiteCard.js';
import { SitesMap } from './SitesMap.js';

/** The list (tracked as 10010/10020): what was asked, the map of the five sites over the cell scores, each site, the method. */
export function RecommendationView({ rec, savedAt, example }: { rec: Recommendation; savedAt: string | null; example: boolean }) {
  const t = LL.value.recommendationScreens.list;
  const locale = language.value;
  return (
    <div class="rec-list">
      {example && <p class="rec-note">{t.example()}</p>}
      {savedAt && <p class="rec-note" role="status">{t.savedCopy({ date: dateText(savedAt, locale) })}</p>}
      <p>{t.lead({ count: rec.sites.length, industry: rec.industry.name, city: rec.city.name })}</p>
      {rec.brand && <p class="muted">{t.brand({ brand: rec.brand.name })}</p>}
      <DataAsOf answer={rec.sites} />
      {rec.sites.length === 0 ? (
        <p class="state">{t.empty()}</p>
      ) : (
        <>
          <InTurn>
            {rec.sites.map((site) => (
              <SiteCard key={site.rank} site={site} detail={detailPath(example ? 'example' : rec.id, site.rank)} />
            ))}
          </InTurn>
          {/* The map comes after the sites, as in the surrounding analysis: drawn when it nears the view, at the top it
              moved the list under the reader as it arrived (Lighthouse CLS 0.555, performance 75). */}
          <SitesMap rec={rec} />
        </>
      )}
      <details class="card rec-method">
        <summary>{t.method()}</summary>
        <p>{rec.method}</p>
      </details>
      <Link class="btn secondary" to={LIST_PATH}>
        {t.newOne()}
      </Link>
    </div>
  );
}
