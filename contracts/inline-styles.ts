/**
 * Style sheets the web app writes inline, which the server's content policy allows by hash (style-src has no
 * 'unsafe-inline'): both sides read them from here, so a change to one cannot silently leave the other refusing it.
 */

/** The receipt's own sheet: it is a standalone document (shown in a sandboxed frame and downloaded as a file). */
export const RECEIPT_STYLE =
  'body{font:14px/1.5 system-ui,sans-serif;margin:24px}th{text-align:start;padding-right:16px;color:#555}td,th{padding:4px 0;vertical-align:top}';

/** Every inline sheet of the app, for the policy. */
export const INLINE_STYLES: readonly string[] = [RECEIPT_STYLE];
