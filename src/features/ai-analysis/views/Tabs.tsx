import type { ComponentChildren } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';

export interface Tab {
  key: string;
  label: string;
  /** Rendered only while its tab is shown: a page's sections cost nothing until the reader opens it. */
  render: () => ComponentChildren;
}

/**
 * A report's pages or tabs (ARIA tabs: the arrow keys, Home and End move between them, the shown one is the one tab
 * stop). Only the shown tab's content is rendered.
 */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const [shown, setShown] = useState(tabs[0]?.key);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.find((t) => t.key === shown) ?? tabs[0];
  if (!current) return null;

  const move = (event: KeyboardEvent) => {
    const at = tabs.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    setShown(next.key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus();
  };

  return (
    <div class="ai-tabs">
      <div role="tablist" aria-label={label} class="ai-tablist" ref={list} onKeyDown={move}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            data-tab={t.key}
            aria-selected={t === current}
            aria-controls={`${id}-panel`}
            tabIndex={t === current ? 0 : -1}
            onClick={() => setShown(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`} class="ai-tabpanel" data-panel={current.key}>
        {current.render()}
      </div>
    </div>
  );
}
