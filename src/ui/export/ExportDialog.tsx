import './export.css';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ExportKind, ExportStatus } from '../../../contracts/exports.js';
import { bridge } from '../../platform/bridge/index.js';
import { LL, language, useNamespace } from '../../platform/i18n/index.js';
import { formatDateTime } from '../../platform/i18n/intl.js';
import { toast } from '../../platform/toast.js';
import { Dialog } from '../Dialog.js';
import { absoluteFileUrl, exportApi, fetchExportFile } from './api.js';
import { createExportModel, type ExportModel } from './model.js';

export interface ExportDialogProps {
  report: ExportKind;
  id: string;
  onClose: () => void;
}

/** How the finished file reaches the reader here (bridge/CONTRACT.md, src/platform/context.ts). */
type Delivery = 'share' | 'image' | 'open' | 'download';
function deliveryHere(): Delivery {
  const { kind, os } = bridge.context;
  if (kind === 'app') return 'share';
  // WeChat's web-view on Android opens no PDF: the long image instead, or the link for a browser.
  if (kind === 'miniProgram') return os === 'android' ? 'image' : 'open';
  return 'download';
}

/** The browser's download: the file fetched with the session token, saved under the export's own name. */
async function download(status: ExportStatus): Promise<void> {
  const blob = await fetchExportFile(status.id);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = status.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The PDF export of one report: its progress (queue position, then percent), then the file delivered by context: the
 * native share sheet in the app, the long image and the link in WeChat's Android web-view, a download in a browser.
 */
export function ExportDialog({ report, id, onClose }: ExportDialogProps) {
  const ready = useNamespace('account');
  const model = useMemo(() => createExportModel({ api: exportApi }), []);
  const [delivered, setDelivered] = useState<'pending' | 'failed' | null>(null);
  const delivery = deliveryHere();

  const deliver = async (status: ExportStatus) => {
    const t = LL.value.account.export;
    if (delivery === 'image' || delivery === 'open') return; // the reader picks from the offers below
    setDelivered('pending');
    try {
      if (delivery === 'share') {
        await bridge.call('share', { title: status.fileName, url: absoluteFileUrl(status.fileUrl!) });
      } else {
        await download(status);
        toast(t.downloaded());
      }
      onClose();
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'cancelled') return onClose();
      setDelivered('failed');
      toast(t.downloadFailed());
    }
  };

  const [finished, setFinished] = useState<ExportStatus | null>(null);
  const run = () => {
    setDelivered(null);
    setFinished(null);
    void model.start(report, id, language.peek()).then(setFinished);
  };
  useEffect(() => {
    run();
    return () => model.cancel();
  }, []);
  // Delivered once the file is ready and the texts that tell the outcome are here (they download beside the export).
  useEffect(() => void (ready && finished && deliver(finished)), [ready, finished]);

  if (!ready) return null;
  const t = LL.value.account.export;
  return (
    <Dialog title={t.title()} onClose={onClose}>
      <div class="export-body">
        <Progress model={model} />
        <Outcome model={model} delivery={delivery} delivered={delivered} onRetry={run} onDeliver={deliver} />
      </div>
    </Dialog>
  );
}

function Progress({ model }: { model: ExportModel }) {
  const t = LL.value.account.export;
  const phase = model.phase.value;
  if (phase === 'failed' || phase === 'cancelled') return null;
  const progress = model.progress.value;
  const text =
    phase === 'done' ? t.ready() : phase === 'queued' && model.position.value > 0 ? t.queued({ position: model.position.value }) : t.rendering({ progress });
  return (
    <>
      <div class="export-bar" role="progressbar" aria-label={t.progressLabel()} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-valuetext={text}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <p role="status" aria-live="polite">
        {text}
      </p>
    </>
  );
}

function Outcome({ model, delivery, delivered, onRetry, onDeliver }: {
  model: ExportModel;
  delivery: Delivery;
  delivered: 'pending' | 'failed' | null;
  onRetry: () => void;
  onDeliver: (status: ExportStatus) => Promise<void>;
}) {
  const t = LL.value.account.export;
  const phase = model.phase.value;
  const status = model.status.value;
  if (phase === 'failed') {
    const failure = model.failure.value;
    return (
      <>
        <p role="alert">{failure === 'unavailable' ? t.unavailable() : failure === 'queueFull' ? t.queueFull() : t.failed()}</p>
        {failure !== 'unavailable' && (
          <button type="button" class="btn" onClick={onRetry}>
            {t.retry()}
          </button>
        )}
      </>
    );
  }
  if (phase !== 'done' || !status?.fileUrl) return null;
  if (delivered === 'failed') {
    return (
      <button type="button" class="btn" onClick={() => void onDeliver(status)}>
        {t.retry()}
      </button>
    );
  }
  if (delivery !== 'image' && delivery !== 'open') return null;
  const link = absoluteFileUrl(status.fileUrl);
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast(LL.value.platform.linkCopied()),
      () => (document.querySelector<HTMLInputElement>('.export-link')?.select(), undefined),
    );
  return (
    <>
      <p>{delivery === 'image' ? t.imageHint() : t.openHint()}</p>
      <div class="export-actions">
        <a class="btn" href={delivery === 'image' ? absoluteFileUrl(status.fileUrl, 'png') : link} target="_blank" rel="noopener">
          {delivery === 'image' ? t.openImage() : t.openPdf()}
        </a>
        <button type="button" class="btn secondary" onClick={() => void copy()}>
          {t.copyLink()}
        </button>
      </div>
      <input class="export-link" readOnly value={link} aria-label={t.copyLink()} />
      {status.fileUrlExpiresAt && <p class="muted">{t.linkExpires({ time: formatDateTime(language.value, status.fileUrlExpiresAt) })}</p>}
    </>
  );
}
