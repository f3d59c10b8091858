import { useEffect, useState } from 'preact/hooks';
import type { RecommendationList } from '../../../../contracts/recommendation.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { Link } from '../../../platform/routing/router.js';
import { dateText } from '../../../ui/format.js';
import { createRemote } from '../../../ui/remote-data.js';
import { recommendationApi } from '../api.js';
import { listPath } from '../model/paths.js';

/** The reader's recommendations (GET /v1/recommendations), each opening its list; nothing shown when there are none. */
export function MyRecommendations() {
  const [mine] = useState(() => createRemote<RecommendationList['items']>());
  useEffect(() => void mine.run(recommendationApi.mine), [mine]);
  const state = mine.state.value;
  if (state.status !== 'ready' || state.data.length === 0) return null;
  const t = LL.value.recommendationScreens.picker;
  return (
    <section class="card">
      <h3>{t.mine()}</h3>
      <ul class="list">
        {state.data.map((r) => (
          <li key={r.id}>
            <Link to={listPath(r.id)}>{t.mineItem({ industry: r.industry, city: r.city })}</Link>
            {r.brand && <span class="muted"> · {r.brand}</span>}
            <span class="muted"> · {dateText(r.createdAt, language.value)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
