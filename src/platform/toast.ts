/**
 * In-page toast without any component framework, so the request layer and the bridge fallbacks can use it before
 * (or without) the UI tree. One polite live region (role=status) is reused: screen readers announce each new text.
 */
const REGION_ID = 'lokasi-toast';
const STYLE =
  'position:fixed;left:50%;top:45%;transform:translate(-50%,-50%);z-index:2147483647;max-width:80vw;' +
  'padding:10px 16px;border-radius:8px;background:rgba(0,0,0,.82);color:#fff;font:14px/1.4 system-ui,sans-serif;' +
  'text-align:center;pointer-events:none;word-break:break-word';

let hideTimer: ReturnType<typeof setTimeout> | undefined;

function region(doc: Document): HTMLElement {
  const existing = doc.getElementById(REGION_ID);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.id = REGION_ID;
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  el.style.cssText = STYLE;
  el.hidden = true;
  doc.body.appendChild(el);
  return el;
}

export function toast(message: string, durationMs = 2500, doc: Document = document): void {
  if (!message) return;
  const el = region(doc);
  el.textContent = message;
  el.hidden = false;
  clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    el.hidden = true;
    el.textContent = '';
  }, durationMs);
}

export type Toast = (message: string) => void;
