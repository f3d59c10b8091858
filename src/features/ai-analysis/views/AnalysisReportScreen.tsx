import { useEffect, useState } from 'preact/hooks';
import type { AiAnalysisReport } from '../../../../contracts/ai-analysis.js';
import { language, LL } from '../../../platform/i18n/index.js';
import { ReportScreen } from '../../../ui/ReportScreen.js';
import { useKeepOnDevice } from '../../../ui/use-keep-on-device.js';
import { LazyUnlockDialog } from '../../../ui/unlock/LazyUnlockDialog.js';
import { aiAnalysisApi } from '../api.js';
import { createAnalysisModel, type AnalysisTarget } from '../model/analysis.js';
import { SELECT_PATH, takeJustCreated } from '../model/paths.js';
import { AnalysisView } from './AnalysisView.js';
import { coverageNotes } from './coverage-notes.js';
import '../ai-analysis.css';

/**
 * An analysis route: the answer of the target (a saved query or the example), the unlock dialog (opened at once for the
 * query the selector just made), and the answer kept on this device when the reader leaves the screen or hides the app
 * (the store's code, tinybase, comes after the report, never during its first load).
 */
export function AnalysisReportScreen({ target, title }: { target: AnalysisTarget | null; title: () => string }) {
  const [model] = useState(() => createAnalysisModel({ api: aiAnalysisApi, store: openStore, lang: () => language.value }));
  const [unlocking, setUnlocking] = useState(false);
  useKeepOnDevice(model.save, model);
  return (
    <ReportScreen
      namespace="aiAnalysis"
      target={target}
      create={() => model}
      texts={() => ({
        title: title(),
        failed: LL.value.aiAnalysis.report.failed(),
        notFound: LL.value.aiAnalysis.report.notFound(),
        nothingChosen: LL.value.aiAnalysis.report.noQuery(),
        choose: LL.value.aiAnalysis.report.choose(),
      })}
      pickerPath={SELECT_PATH}
      exportAs={(report) => ({ report: 'ai-analysis', id: target === 'example' ? 'example' : report.query.id })}
    >
      {(report) => (
        <>
          <OpenDialogOnce report={report} open={() => setUnlocking(true)} />
          <AnalysisView report={report} savedAt={model.savedAt.value} example={target === 'example'} onUnlock={() => setUnlocking(true)} />
          {unlocking && (
            <LazyUnlockDialog cost={report.unlockCost} opens={report.unlockOpens} notes={coverageNotes(report.preview)} unlock={model.unlock} onUnlocked={() => undefined} onClose={() => setUnlocking(false)} />
          )}
        </>
      )}
    </ReportScreen>
  );
}

/** What the analysis measures here and how well the map lists the industry, in the server's words, before the charge. */

/** The device's saved reports, whose code (and tinybase's) is fetched when an analysis is first kept or read offline. */
const openStore = () => import('../../../platform/saved-reports/index.js').then((m) => m.loadSavedReports());

/** The selector's query arrives locked: its dialog opens by itself, once. */
function OpenDialogOnce({ report, open }: { report: AiAnalysisReport; open: () => void }) {
  useEffect(() => {
    if (takeJustCreated(report.query.id) && !report.unlocked) open();
  }, [report.query.id]);
  return null;
}
