import type { ClientContext } from '../context.js';
import { ACTION_NAMES, type ActionName, type BridgeEvents, type EventName, type Payload, type Result } from './actions.js';
import { BridgeActionError, BridgeTimeoutError, BridgeUnavailableError } from './errors.js';
import type { ActionImpls } from './fallbacks.js';
import { decodeEventData, decodeResponse, whenBridgeReady, type JavascriptBridge } from './native.js';

export interface CallOptions {
  timeoutMs?: number;
}

type CallArgs<A extends ActionName> = undefined extends Payload<A>
  ? [payload?: Payload<A>, options?: CallOptions]
  : [payload: Payload<A>, options?: CallOptions];

export interface Bridge {
  readonly context: ClientContext;
  call<A extends ActionName>(action: A, ...args: CallArgs<A>): Promise<Result<A>>;
  /** Fire-and-forget message to the native app (page views, events); false when there is no native app. */
  send<A extends ActionName>(action: A, payload: Payload<A>): boolean;
  /** Subscribes to an event pushed by the native app; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: (data: BridgeEvents[E]) => void): () => void;
}

export interface BridgeDeps {
  context: ClientContext;
  win: Window;
  /**
   * What runs the actions outside the native app: browser stand-ins (fallbacks.ts), in the mini-program overridden by
   * `wx.miniProgram` hand-offs (mini-program.ts). Loaded on first use, so the first screen does not carry them.
   */
  localImpls: () => Promise<ActionImpls>;
}

const MINUTE = 60_000;
/** Actions waiting for the user (payment sheets, pickers) get long time-outs; everything else answers at once. */
const DEFAULT_TIMEOUTS: Partial<Record<ActionName, number>> = {
  pay: 15 * MINUTE,
  wxPay: 15 * MINUTE,
  aliPay: 15 * MINUTE,
  applePay: 15 * MINUTE,
  selectCity: 10 * MINUTE,
  selectBrand: 10 * MINUTE,
  selectIndustry: 10 * MINUTE,
  share: 5 * MINUTE,
  startIMChat: MINUTE,
  getLocation: 30_000,
  saveImage2Album: 30_000,
};
export const DEFAULT_TIMEOUT_MS = 5_000;

function withTimeout<T>(action: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BridgeTimeoutError(action, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createBridge({ context, win, localImpls }: BridgeDeps): Bridge {
  const inApp = context.kind === 'app';
  let ready: Promise<JavascriptBridge> | null = null;
  const native = (): Promise<JavascriptBridge> => (ready ??= whenBridgeReady(win, context.os === 'ios'));
  const listeners = new Map<EventName, Set<(data: never) => void>>();

  let local: Promise<ActionImpls> | null = null;

  function callNative(action: string, payload: unknown): Promise<unknown> {
    return native().then(
      (b) =>
        new Promise((resolve, reject) =>
          b.callHandler(action, payload ?? {}, (raw) => {
            try {
              resolve(decodeResponse(action, raw));
            } catch (e) {
              reject(e);
            }
          }),
        ),
    );
  }

  return {
    context,
    call(action, ...[payload, options]) {
      if (!ACTION_NAMES.includes(action)) return Promise.reject(new BridgeActionError(action, 'unknown_action'));
      const ms = options?.timeoutMs ?? DEFAULT_TIMEOUTS[action] ?? DEFAULT_TIMEOUT_MS;
      if (inApp) return withTimeout(action, ms, callNative(action, payload)) as Promise<never>;
      local ??= localImpls().catch((e: unknown) => {
        local = null; // a chunk that failed to download (offline) is fetched again next time
        throw e;
      });
      return local.then((impls) => {
        const impl = impls[action] as ((p: unknown) => Promise<never>) | undefined;
        if (!impl) throw new BridgeUnavailableError(action, context.kind);
        return withTimeout(action, ms, impl(payload));
      });
    },
    send(action, payload) {
      if (!inApp) return false;
      void native().then((b) => b.callHandler(action, payload));
      return true;
    },
    on(event, handler) {
      let set = listeners.get(event);
      if (!set) {
        const handlers = new Set<(data: never) => void>();
        listeners.set(event, (set = handlers));
        if (inApp) {
          void native().then((b) =>
            b.registerHandler(event, (data, respond) => {
              for (const h of handlers) h(decodeEventData(data) as never);
              respond?.({ code: 0 });
            }),
          );
        }
      }
      set.add(handler as (data: never) => void);
      return () => void set.delete(handler as (data: never) => void);
    },
  };
}
