/** Wide screens (tablets, desktops, unfolded foldables) keep a phone-like column: 540 px wide → 54 px root font. */
export const MAX_COLUMN_PX = 540;

/** Root font size = viewport width / 10, so 1rem = 10% of the (capped) column and layouts scale with the phone. */
export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_COLUMN_PX) / 10;
}

/**
 * Sets what the first paint depends on, synchronously: the root font size, `hairline` (DPR ≥ 2: a 0.5 CSS px line is
 * one device pixel) with `--hairline`, the column width and the safe-area insets as CSS variables.
 */
export function applyLayout(win: Window = window): void {
  const root = win.document.documentElement;
  const hairline = (win.devicePixelRatio || 1) >= 2;
  root.style.fontSize = `${rootFontSize(root.clientWidth || win.innerWidth)}px`;
  root.classList.toggle('hairline', hairline);
  root.style.setProperty('--hairline', hairline ? '0.5px' : '1px');
  root.style.setProperty('--column', `${MAX_COLUMN_PX}px`);
  for (const side of ['top', 'right', 'bottom', 'left']) {
    root.style.setProperty(`--safe-${side}`, `env(safe-area-inset-${side}, 0px)`);
  }
}

/**
 * The `notch` and `foldable` classes from the known screen lists (screens.ts). No style depends on them for the first
 * paint (insets come from env(safe-area-inset-*)), so the lists load as their own chunk after it.
 */
export async function applyScreenFlags(win: Window = window): Promise<void> {
  const { screenFlags } = await import('./screens.js');
  const spanned = !!win.matchMedia?.('(horizontal-viewport-segments: 2), (vertical-viewport-segments: 2)').matches;
  const flags = screenFlags(win.screen.width, win.screen.height, spanned);
  const root = win.document.documentElement;
  root.classList.toggle('notch', flags.notch);
  root.classList.toggle('foldable', flags.foldable);
}

/** Applies the layout now and again on every resize and orientation change (once per frame); returns the stop function. */
export function startLayout(win: Window = window): () => void {
  let frame = 0;
  const apply = (): void => {
    applyLayout(win);
    applyScreenFlags(win).catch(() => undefined);
  };
  const schedule = (): void => {
    if (!frame) frame = win.requestAnimationFrame(() => {
      frame = 0;
      apply();
    });
  };
  apply();
  win.addEventListener('resize', schedule);
  win.addEventListener('orientationchange', schedule);
  return () => {
    win.removeEventListener('resize', schedule);
    win.removeEventListener('orientationchange', schedule);
    win.cancelAnimationFrame(frame);
  };
}
