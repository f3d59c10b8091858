import { signal } from '@preact/signals';
import { bridge } from '../../../platform/bridge/index.js';
import { language } from '../../../platform/i18n/index.js';
import { FEEDBACK_TEXT, type FeedbackCategory, type FeedbackInput } from '../../../../contracts/account-data.js';

const CLIENTS = { app: 'native', miniProgram: 'miniprogram', browser: 'browser' } as const;

/** Where the user was when they wrote: the screen that linked here (its `from` query), the client, the language. */
function context(from: string): FeedbackInput['context'] {
  return { route: from.slice(0, 200), client: CLIENTS[bridge.context.kind], language: language.value };
}

/** The `from` query of the current hash route, which links to feedback set to the screen they are on. */
export const linkedFrom = (hash: string): string => new URLSearchParams(hash.split('?')[1] ?? '').get('from') ?? '';

/**
 * Feedback (10024): a category, a message of 10-2000 characters (a longer one is kept and refused with its length), an optional contact; the app's version (the native
 * shell's, or "web") and the context go along. The server limits messages per account.
 */
export function createFeedback(send: (input: FeedbackInput) => Promise<unknown>, from: string) {
  const category = signal<FeedbackCategory>('bug');
  const text = signal('');
  const contact = signal('');
  const problem = signal<'tooShort' | 'tooLong' | 'failed' | null>(null);
  const busy = signal(false);
  const sent = signal(false);

  /** True once the server has the message; the form is then cleared for another one. */
  async function submit(): Promise<boolean> {
    const message = text.value.trim();
    if ([...message].length < FEEDBACK_TEXT.min) return ((problem.value = 'tooShort'), false);
    // A longer paste is kept whole for the user to shorten (a field limit would cut it without a word).
    if ([...message].length > FEEDBACK_TEXT.max) return ((problem.value = 'tooLong'), false);
    busy.value = true;
    problem.value = null;
    try {
      const appVersion = bridge.context.appVersion ?? 'web';
      await send({ category: category.value, text: message, ...(contact.value.trim() ? { contact: contact.value.trim() } : {}), appVersion, context: context(from) });
      text.value = '';
      sent.value = true;
      return true;
    } catch {
      problem.value = 'failed';
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { category, text, contact, problem, busy, sent, submit };
}
