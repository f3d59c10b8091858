import type { ActionName, Payload, Result } from './actions.js';
import { BridgeActionError } from './errors.js';

export type ActionImpl<A extends ActionName> = (payload: Payload<A>) => Promise<Result<A>>;
export type ActionImpls = { [A in ActionName]?: ActionImpl<A> };

export interface FallbackDeps {
  win: Window;
  toast: (message: string) => void;
  /** Localised "link copied" text, read at call time so it follows the current language. */
  linkCopied: () => string;
}

const GEO_ERRORS: Record<number, string> = { 1: 'permission_denied', 2: 'position_unavailable', 3: 'timeout' };

/** What a plain browser (and the mini-program web-view) can do in place of the native app. */
export function browserFallbacks({ win, toast, linkCopied }: FallbackDeps): ActionImpls {
  const nav = win.navigator;
  return {
    getLocation: () =>
      new Promise((resolve, reject) => {
        if (!nav.geolocation) return reject(new BridgeActionError('getLocation', 'position_unavailable'));
        nav.geolocation.getCurrentPosition(
          (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy }),
          (e) => reject(new BridgeActionError('getLocation', GEO_ERRORS[e.code] ?? 'position_unavailable', e.message)),
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
        );
      }),
    share: async ({ title, text, url }) => {
      if (nav.share) {
        try {
          await nav.share({ title, text, url });
          return { via: 'webShare' };
        } catch (e) {
          if ((e as Error)?.name === 'AbortError') throw new BridgeActionError('share', 'cancelled');
        }
      }
      if (!nav.clipboard) throw new BridgeActionError('share', 'clipboard_unavailable');
      await nav.clipboard.writeText(url);
      toast(linkCopied());
      return { via: 'copied' };
    },
    makeaCall: async ({ phone }) => {
      const digits = phone.replace(/[^\d+]/g, '');
      if (!digits) throw new BridgeActionError('makeaCall', 'invalid_phone');
      win.location.href = `tel:${digits}`;
    },
    saveImage2Album: async ({ url, fileName }) => {
      const link = win.document.createElement('a');
      link.href = url;
      link.download = fileName ?? '';
      link.rel = 'noopener';
      win.document.body.appendChild(link);
      link.click();
      link.remove();
    },
    toast: async ({ message }) => toast(message),
    closePage: async () => {
      if (win.history.length <= 1) throw new BridgeActionError('closePage', 'no_history');
      win.history.back();
    },
  };
}
