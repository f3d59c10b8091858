import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ReadonlySignal } from '@preact/signals';
import { useNamespace, type Namespaces } from '../platform/i18n/index.js';
import { PageHeader } from './PageHeader.js';
import { Loading } from './states.js';
import { useLanguageChange } from './use-language-change.js';

interface PickerLifecycle {
  stage: ReadonlySignal<'pick' | 'preview'>;
  start(): Promise<unknown>;
  dispose(): void;
  reloadNames(): Promise<unknown>;
}

/** A picker route: its model lives as long as the (kept-alive) screen; the page shows the picker or its preview. */
export function SteppedPickerScreen<M extends PickerLifecycle>({ namespace, title, create, Picker, Preview }: {
  namespace: Namespaces;
  title: () => string;
  create: () => M;
  Picker: ComponentType<{ m: M }>;
  Preview: ComponentType<{ m: M }>;
}) {
  const ready = useNamespace(namespace);
  const [m] = useState(create);
  useEffect(() => {
    void m.start();
    return m.dispose;
  }, []);
  useLanguageChange(m.reloadNames);
  if (!ready) return <Loading />;
  return (
    <>
      <PageHeader title={title()} />
      <main class="page">{m.stage.value === 'preview' ? <Preview m={m} /> : <Picker m={m} />}</main>
    </>
  );
}
