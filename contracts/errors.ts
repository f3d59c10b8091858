/**
 * Stable business codes of the `{ code, msg, data }` envelope. Clients branch on `code`, never on `msg`.
 * Numbers never change meaning once released; add new ones, do not reuse. The HTTP status travels with each.
 * Every name has a message in every locale under `i18n/<locale>/server` (`codes.<name>`).
 */
export const Codes = {
  OK: { code: 0, status: 200 },

  VALIDATION_FAILED: { code: 40000, status: 400 },
  MALFORMED_JSON: { code: 40001, status: 400 },
  BODY_TOO_LARGE: { code: 40002, status: 400 },
  UNSUPPORTED_MEDIA_TYPE: { code: 40003, status: 400 },
  ENCRYPTION_REQUIRED: { code: 40004, status: 400 },
  ENCRYPTION_KEY_UNKNOWN: { code: 40005, status: 400 },
  BAD_REQUEST: { code: 40006, status: 400 },

  UNAUTHORIZED: { code: 40100, status: 401 },
  /**
   * The token's session ended because its account asked for deletion: the request awaits review, or the account was
   * erased. `data` is a SessionEnded (contracts/accounts.ts): the device clears what it keeps of the account.
   */
  SESSION_ENDED: { code: 40101, status: 401 },
  FORBIDDEN: { code: 40300, status: 403 },
  NOT_FOUND: { code: 40400, status: 404 },
  METHOD_NOT_ALLOWED: { code: 40500, status: 405 },
  CONFLICT: { code: 40900, status: 409 },
  RATE_LIMITED: { code: 42900, status: 429 },
  INTERNAL: { code: 50000, status: 500 },
  UNAVAILABLE: { code: 50300, status: 503 },
  /** The request did not arrive in full within REQUEST_TIMEOUT_MS; the connection is closed. */
  REQUEST_TIMEOUT: { code: 40800, status: 408 },
  /** The request line and headers exceed what the server reads (Node's 16 KiB). */
  HEADERS_TOO_LARGE: { code: 43100, status: 431 },

  CODE_SENT: { code: 0, status: 200 },
  CODE_SEND_FAILED: { code: 41001, status: 502 },
  CODE_INCORRECT: { code: 41002, status: 400 },
  CODE_INVALID: { code: 41003, status: 400 },
  CODE_TOO_SOON: { code: 41004, status: 429 },
  CODE_SEND_LIMIT: { code: 41005, status: 429 },
  EMAIL_IN_USE: { code: 41006, status: 409 },
  EMAIL_ALREADY_LINKED: { code: 41007, status: 409 },
  EMAIL_REQUIRED: { code: 41008, status: 409 },
  DELETION_SUBMITTED: { code: 0, status: 200 },
  /** The address belongs to an account whose deletion awaits review: it cannot sign in until the review decides. */
  DELETION_PENDING: { code: 41009, status: 409 },
  FEEDBACK_SUBMITTED: { code: 0, status: 200 },

  CREDITS_INSUFFICIENT: { code: 42001, status: 409 },

  /** PDF export (contracts/exports.ts): this server has no Chromium; the rest of the app works. */
  EXPORT_UNAVAILABLE: { code: 45001, status: 503 },
  /** The export queue is full; try again shortly. */
  EXPORT_QUEUE_FULL: { code: 45002, status: 503 },
  /** The file of an export that is not done yet. */
  EXPORT_NOT_READY: { code: 45003, status: 409 },
  /** Rendering failed ('Export failed, please try again.'). */
  EXPORT_FAILED: { code: 45004, status: 500 },
  /** Rendering took longer than the export's time-out. */
  EXPORT_TIMED_OUT: { code: 45005, status: 504 },
} as const;

export type CodeName = keyof typeof Codes;
