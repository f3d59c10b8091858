import { useEffect, useRef, useState } from 'preact/hooks';
import { requestHeaders } from '../../../api/wire.js';
import { basePath } from '../../../platform/env.js';
import { language, LL, useNamespace } from '../../../platform/i18n/index.js';
import { useNavigate } from '../../../platform/routing/router.js';
import { appInfo, session } from '../../../session/index.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { Loading } from '../../../ui/states.js';
import { recommendationApi } from '../api.js';
import { analysisPath, listPath } from '../model/paths.js';
import { canStream, fetchEvents } from '../model/fetch-events.js';
import { createRelayModel } from '../model/relay.js';
import { createRelayFollower, type RelayReport } from '../model/relay-stream.js';
import { Chat } from '../views/Chat.js';
import { RelayInput } from '../views/RelayInput.js';
import { RelayProgress } from '../views/RelayProgress.js';
import '../recommendation.css';

/** The request layer's tenant (src/api/request.ts). */
const TENANT_ID: string = import.meta.env.VITE_TENANT_ID || '000000';

/** The run's event stream with the session's headers, where the WebView can read a stream; else the follower polls. */
const openEvents = canStream()
  ? (runId: string, after: number) =>
      fetchEvents(
        `${basePath}/v1/relay/${encodeURIComponent(runId)}/events?after=${after}`,
        requestHeaders({ tenantId: TENANT_ID, language, appInfo }, 'GET', session.token.peek(), null, false),
      )
  : null;

const reportPath = (report: RelayReport) => (report.kind === 'recommendation' ? listPath(report.id) : analysisPath(report.id));

/** `/report/report-relay`: the two personas' conversation, the price, then the run followed to its report. */
export default function RelayScreen() {
  const ready = useNamespace('recommendationScreens');
  const navigate = useNavigate();
  const [m] = useState(() =>
    createRelayModel({
      api: recommendationApi,
      follower: createRelayFollower({ openEvents, poll: recommendationApi.relayRun, wait: (ms) => new Promise((r) => setTimeout(r, ms)) }),
    }),
  );
  const state = m.follower.state.value;
  // The run's progress is brought into view as it starts, and the report waits for the reader's tap: leaving on its
  // own half a second after 'Starting' showed nothing of the steps, which sat below the fold.
  const run = useRef<HTMLDivElement>(null);
  const open = useRef<HTMLButtonElement>(null);
  const following = state?.status === 'following';
  useEffect(() => void (following && run.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })), [following]);
  useEffect(() => {
    if (state?.status !== 'done') return;
    open.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    open.current?.focus({ preventScroll: true });
  }, [state?.status]);
  useEffect(() => () => m.follower.stop(), [m]);
  // Back from buying credits (the screen was kept alive), the engineer quotes again with the new balance.
  const credits = session.credits.value?.total;
  useEffect(() => void m.requote(), [credits]);
  if (!ready) return <Loading />;

  const t = LL.value.recommendationScreens.relay;
  return (
    <>
      <PageHeader title={LL.value.titles.reportRelay()} />
      <main class="page rec-relay">
        <p class="rec-hints" role="note">{t.hints()}</p>
        <Chat m={m} />
        <div ref={run} class="rec-run">
          {state && <RelayProgress follower={m.follower} />}
          {state?.status === 'failed' && (
            <div class="rec-failed" role="alert">
              <p>{state.msg ?? t.lost()}</p>
              {state.code === null && <button type="button" class="btn" onClick={m.resume}>{t.followAgain()}</button>}
            </div>
          )}
          {state?.status === 'done' && (
            <button ref={open} type="button" class="btn rec-open-report" onClick={() => navigate(reportPath(state.report))}>{t.openReport()}</button>
          )}
        </div>
        <RelayInput m={m} />
      </main>
    </>
  );
}
