import type { RecommendedSite } from '../../../../contracts/recommendation.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { Figure } from '../../../ui/Figure.js';
import { coordinates, metres } from '../../../ui/format.js';

export const siteName = (site: RecommendedSite) =>
  site.placeName ?? LL.value.recommendationScreens.site.unnamed({ coordinates: coordinates(site.lat, site.lon, language.value) });

/** The server's reason may start with its factor's name ('Demand: 5.8 of its 6.3 points…'), which the line shows in bold already. */
const withoutName = (r: { name: string; text: string }) => (r.text.startsWith(`${r.name}:`) ? r.text.slice(r.name.length + 1).trim() : r.text);

const score = (value: number) => LL.value.recommendationScreens.site.scoreValue({ score: Math.round(value).toString() });

/**
 * One recommended site: rank, name, score with its tier, its market room and strongest reasons, the Huff share and the nearest
 * competitors, every figure with its provenance. In the list it links to its detail (`detail`).
 */
export function SiteCard({ site, detail }: { site: RecommendedSite; detail?: string }) {
  const t = LL.value.recommendationScreens.site;
  const locale = language.value;
  return (
    <article class="card rec-site" data-rank={site.rank}>
      <h3>
        <span class="rec-rank">{t.rank({ rank: site.rank })}</span> {siteName(site)}
      </h3>
      {site.address && <p class="muted rec-address">{site.address}</p>}
      <Figure label={t.score()} figure={site.score} format={score} />
      <p class="rec-tier" title={site.tier.rule}>
        {t.tier({ tier: site.tier.label })}
      </p>
      <h4>{t.reasons()}</h4>
      <ol class="rec-reasons">
        {site.reasons.map((r) => (
          <li key={r.factor}>
            <strong>{r.name}</strong> · {withoutName(r)}
          </li>
        ))}
      </ol>
      <Figure label={t.share()} figure={site.share} />
      <h4>{t.competitors()}</h4>
      {site.competitors.length === 0 ? (
        <p class="muted">{t.noCompetitors()}</p>
      ) : (
        <ul class="rec-competitors">
          {site.competitors.map((c) => (
            <li key={`${c.name}-${c.lat}-${c.lon}`}>
              {c.name} · <span class="muted">{t.away({ distance: metres(c.distanceM, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
      {detail && (
        <Link class="btn secondary rec-details" to={detail}>
          {t.details({ rank: site.rank })}
        </Link>
      )}
    </article>
  );
}
