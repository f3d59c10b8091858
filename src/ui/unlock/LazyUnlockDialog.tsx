import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { UnlockDialogProps } from './UnlockDialog.js';

/**
 * The unlock dialog, fetched when it opens: its code (2.1 KiB gzip with the credits model) is not needed by a reader
 * who never taps 'unlock', and it sat in every locked report's cold open.
 */
export function LazyUnlockDialog(props: UnlockDialogProps) {
  const [Dialog, setDialog] = useState<ComponentType<UnlockDialogProps> | null>(null);
  useEffect(() => {
    let live = true;
    import('./UnlockDialog.js').then(
      (m) => live && setDialog(() => m.UnlockDialog),
      () => live && props.onClose(), // offline: the report stays locked, its unlock can be tapped again
    );
    return () => void (live = false);
  }, []);
  return Dialog ? <Dialog {...props} /> : null;
}
