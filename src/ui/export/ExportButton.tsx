import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ExportKind } from '../../../contracts/exports.js';
import type { ExportDialogProps } from './ExportDialog.js';

/**
 * "Download PDF" for one report: the export's code (its model, progress dialog and delivery) is fetched when it is
 * tapped, never with the screen that shows the button.
 */
export function ExportButton({ report, id, label }: { report: ExportKind; id: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" class="btn secondary" data-export={`${report}/${id}`} disabled={open} onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && <LazyExportDialog report={report} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}

function LazyExportDialog(props: ExportDialogProps) {
  const [Dialog, setDialog] = useState<ComponentType<ExportDialogProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./ExportDialog.js').then(
      (m) => live && setDialog(() => m.ExportDialog),
      () => live && props.onClose(), // offline: nothing to export with; the button can be tapped again
    );
    return () => void (live = false);
  }, []);
  return Dialog ? <Dialog {...props} /> : null;
}
