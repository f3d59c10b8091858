import { signal } from '@preact/signals';
import { Codes } from '../../contracts/errors.js';

/** What the e-mail forms accept: a valid e-mail format, and a code of exactly 6 digits. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CODE = /^\d{6}$/;

/**
 * What went wrong, as a key of the screen's texts: the spec's messages ('Failed to send code, please try again',
 * 'Incorrect code, please re-enter', 'Verification code error'), a screen's own (`extra`), or the server's message
 * in the reader's language (`server`: a limit, a review pending).
 */
export type CodeProblem<Extra extends string = never> = 'invalidEmail' | 'codeFormat' | 'sendFailed' | 'codeError' | 'codeInvalid' | 'server' | Extra;

/** The request layer's rejection: the business code and the server's message. */
type Failure = { code?: number; msg?: string } | null | undefined;

export interface EmailCodeDeps<Extra extends string> {
  /** POST /v1/auth/codes for the flow's purpose. */
  send(email: string): Promise<{ requestId: string; resendAfterSeconds: number }>;
  /** The screen's own reading of a failure (an address that is not the account's); null: the common one. */
  explain?(error: Failure, step: 'send' | 'enter'): Extra | null;
  now?: () => number;
}

/**
 * An e-mail code flow (sign in, link an address, confirm a deletion): the address, sending the code (again after the
 * server's wait), the code with the request that sent it, and what went wrong in words the user can act on.
 */
export function createEmailCode<Extra extends string = never>({ send, explain, now = Date.now }: EmailCodeDeps<Extra>) {
  const email = signal('');
  const code = signal('');
  const requestId = signal<string | null>(null);
  const resendAt = signal(0);
  const problem = signal<CodeProblem<Extra> | null>(null);
  const serverMessage = signal('');
  const busy = signal(false);

  function fail(error: Failure, step: 'send' | 'enter'): void {
    const own = explain?.(error, step) ?? null;
    if (own) return void (problem.value = own);
    const c = error?.code ?? 0;
    if (step === 'enter' && c === Codes.CODE_INCORRECT.code) problem.value = 'codeError';
    else if (step === 'enter' && c === Codes.CODE_INVALID.code) problem.value = 'codeInvalid';
    // A code that could not go out, or no answer at all (the request layer's codes are negative).
    else if (step === 'send' && (c === Codes.CODE_SEND_FAILED.code || c < 0 || !error?.msg)) problem.value = 'sendFailed';
    else if (!error?.msg) problem.value = 'codeInvalid';
    else {
      serverMessage.value = error.msg;
      problem.value = 'server';
    }
  }

  async function step<T>(run: () => Promise<T>, which: 'send' | 'enter'): Promise<T | null> {
    busy.value = true;
    problem.value = null;
    try {
      return await run();
    } catch (error) {
      fail(error as Failure, which);
      return null;
    } finally {
      busy.value = false;
    }
  }

  return {
    email, code, requestId, resendAt, problem, serverMessage, busy,
    /** Sends a code to the address typed; true when it went out. */
    async sendCode(): Promise<boolean> {
      const address = email.value.trim();
      if (!EMAIL.test(address)) return void (problem.value = 'invalidEmail'), false;
      const sent = await step(() => send(address), 'send');
      if (!sent) return false;
      requestId.value = sent.requestId;
      resendAt.value = now() + sent.resendAfterSeconds * 1000;
      return true;
    },
    /** Runs another step of the flow (a submission without a code) with the same busy state and reading of failures. */
    attempt: <T>(run: () => Promise<T>) => step(run, 'enter'),
    /** Runs `enter` with the address, the code and its request once the code is well formed; null when it failed. */
    enter<T>(run: (entered: { email: string; code: string; requestId: string }) => Promise<T>): Promise<T | null> {
      if (!requestId.value || !CODE.test(code.value)) return (problem.value = 'codeFormat'), Promise.resolve(null);
      const entered = { email: email.value.trim(), code: code.value, requestId: requestId.value };
      return step(() => run(entered), 'enter');
    },
  };
}

export type EmailCode<Extra extends string = never> = ReturnType<typeof createEmailCode<Extra>>;
