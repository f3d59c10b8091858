/**
 * Most taps one `GET /counter/sessions/:id` answers (about 100 bytes each in JSON: ~500 KB). Shared with the web
 * app, which asks for full pages; this file has no dependencies so the app bundle takes only the number.
 */
export const MAX_TAPS_PAGE = 5000;
