/**
 * The native app's system back button (bridge event `backPressed`, CONTRACT.md): go back in the page's history; when
 * nothing moved (first page of the web view), close the page. Going back first lets a screen that guards leaving
 * (the counter's history guard entry) catch the step and ask before anything is lost.
 */
export function handleNativeBack(win: Pick<Window, 'history' | 'addEventListener' | 'removeEventListener' | 'setTimeout'>, closePage: () => void, waitMs = 300): void {
  let moved = false;
  const onPop = () => {
    moved = true;
  };
  win.addEventListener('popstate', onPop);
  win.history.back();
  win.setTimeout(() => {
    win.removeEventListener('popstate', onPop);
    if (!moved) closePage();
  }, waitMs);
}
