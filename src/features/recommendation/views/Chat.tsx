import { useEffect, useRef } from 'preact/hooks';
import { LL } from '../../../platform/i18n/index.js';
import type { ChatLine, RelayModel } from '../model/relay.js';

type Say = (values?: Record<string, string | number>) => string;

/** The conversation so far: each persona's lines in the reader's language, the reader's answers as typed. */
export function Chat({ m }: { m: RelayModel }) {
  const t = LL.value.recommendationScreens.relay;
  const end = useRef<HTMLLIElement>(null);
  const lines = m.lines.value;
  useEffect(() => end.current?.scrollIntoView?.({ block: 'nearest' }), [lines.length]);
  const who = (line: ChatLine) => (line.who === 'user' ? t.you() : line.who === 'expert' ? t.expert() : t.engineer());
  return (
    <ol class="rec-chat" role="log" aria-live="polite">
      {lines.map((line, i) => (
        <li key={i} ref={i === lines.length - 1 ? end : undefined} class={`rec-line rec-line-${line.who}`}>
          <span class="rec-who">{who(line)}</span>
          <p>{'text' in line ? line.text : (t.say[line.say] as Say)(line.values)}</p>
        </li>
      ))}
    </ol>
  );
}
