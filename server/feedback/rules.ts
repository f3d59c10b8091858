/**
 * How much feedback one account may send: enough for a conversation about a problem, too little to flood the
 * operators' list. Counted in the database per account, so every instance counts the same messages.
 */
export const FEEDBACK_LIMITS = { perHour: 5, perDay: 20 } as const;
