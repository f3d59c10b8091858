import { LL } from '../i18n/index.js';
import { currentContext } from '../context.js';
import { createBridge, type Bridge } from './create-bridge.js';
import type { ActionImpls } from './fallbacks.js';

export type { Bridge, CallOptions } from './create-bridge.js';
export type * from './actions.js';
export { BridgeActionError, BridgeTimeoutError, BridgeUnavailableError } from './errors.js';

const context = currentContext();

/** Browser stand-ins, and in the mini-program its hand-offs; a separate chunk, fetched on the first such call. */
async function localImpls(): Promise<ActionImpls> {
  const [{ browserFallbacks }, { toast }] = await Promise.all([import('./fallbacks.js'), import('../toast.js')]);
  const fallbacks = browserFallbacks({ win: window, toast, linkCopied: () => LL.value.platform.linkCopied() });
  if (context.kind !== 'miniProgram') return fallbacks;
  const { loadMiniProgram, miniProgramImpls } = await import('./mini-program.js');
  return { ...fallbacks, ...miniProgramImpls(() => loadMiniProgram(window), fallbacks) };
}

/** The page's bridge to the native app, with browser and mini-program stand-ins (contract: CONTRACT.md). */
export const bridge: Bridge = createBridge({ context, win: window, localImpls });
