import { FEEDBACK_TEXT } from '../../contracts/account-data.js';

/**
 * How much feedback one account may send: enough for a conversation about a problem, too little to flood the
 * operators' list. Counted in the database per account, so every instance counts the same messages.
 */
export const FEEDBACK_LIMITS = { perHour: 5, perDay: 20 } as const;

/**
 * The message as stored: without the white space around it, and only when what is left is long enough (12 spaces
 * are not a message); null otherwise. Counted in code points, as the schema's and the screen's limits are.
 */
export function feedbackText(text: string): string | null {
  const trimmed = text.trim();
  return [...trimmed].length >= FEEDBACK_TEXT.min ? trimmed : null;
}
