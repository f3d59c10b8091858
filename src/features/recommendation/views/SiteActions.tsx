import { computed } from '@preact/signals';
import { useState } from 'preact/hooks';
import type { Recommendation, RecommendedSite } from '../../../../contracts/recommendation.js';
import { LL } from '../../../platform/i18n/index.js';
import { Link, useNavigate } from '../../../platform/routing/router.js';
import { loadSavedReports } from '../../../platform/saved-reports/index.js';
import { session } from '../../../session/index.js';
import { loadMarks } from '../../../ui/marks/index.js';
import { recommendationApi } from '../api.js';
import { directionsUrl } from '../model/directions.js';
import { createMarksModel, type MarkOutcome } from '../model/marks.js';
import { analysisPath, detailPath, MEMBER_HOME_PATH } from '../model/paths.js';
import { siteName } from './SiteCard.js';

/** A membership counts while it is valid. */
const member = computed(() => {
  const m = session.membership.value;
  return m !== null && Date.parse(m.validUntil) > Date.now();
});

/** The site's actions: mark it (saved to the account), open its AI analysis, get directions. */
export function SiteActions({ rec, site, target }: { rec: Recommendation; site: RecommendedSite; target: string }) {
  const t = LL.value.recommendationScreens.detail;
  const navigate = useNavigate();
  // The marks (the device's tinybase store, 11 KiB gzip, synced with the account) open on the first tap of Mark.
  const [marks] = useState(() => createMarksModel({ store: loadMarks, member }));
  const [outcome, setOutcome] = useState<MarkOutcome | null>(null);
  const [analyzing, setAnalyzing] = useState<'idle' | 'busy' | 'failed'>('idle');
  const marked = marks.isMarked(site.lat, site.lon);
  const left = marks.left.value;

  const mark = async () => setOutcome(await marks.toggle({ lat: site.lat, lon: site.lon, name: siteName(site), path: detailPath(target, site.rank) }));
  /** The point saved as an area query; its analysis opens locked, with its own unlock dialog (price before charge). */
  const analyze = async () => {
    setAnalyzing('busy');
    try {
      const query = await recommendationApi.savePoint({ lat: site.lat, lon: site.lon, radius: 500, industry: rec.industry.key, placeName: site.placeName, brandId: rec.brand?.id ?? null });
      void loadSavedReports().then((r) => r.put(query), () => undefined);
      navigate(analysisPath(query.id));
    } catch {
      setAnalyzing('failed');
    }
  };

  return (
    <section class="card rec-actions" aria-label={t.actions()}>
      <div class="rec-action-row">
        <button type="button" class="btn secondary" aria-pressed={marked} onClick={() => void mark()}>
          {marked ? t.unmark() : t.mark()}
        </button>
        <button type="button" class="btn" disabled={analyzing === 'busy'} aria-busy={analyzing === 'busy'} onClick={() => void analyze()}>
          {analyzing === 'busy' ? t.opening() : t.analyze()}
        </button>
        <a class="btn secondary" href={directionsUrl(site.lat, site.lon)} target="_blank" rel="noopener noreferrer">
          {t.directions()}
        </a>
      </div>
      <p aria-live="polite" class="rec-mark-state">
        {outcome === 'marked' && marked && t.marked()}
        {outcome === 'failed' && t.markFailed()}
        {outcome !== 'full' && left !== null && outcome !== 'failed' && ` ${t.left({ count: left })}`}
      </p>
      {outcome === 'full' && (
        <div class="rec-upsell" role="alert">
          <p>{t.full()}</p>
          <Link class="btn" to={MEMBER_HOME_PATH}>
            {t.becomeMember()}
          </Link>
        </div>
      )}
      {analyzing === 'failed' && <p class="field-error" role="alert">{t.analyzeFailed()}</p>}
    </section>
  );
}
