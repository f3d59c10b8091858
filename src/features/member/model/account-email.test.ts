import { describe, expect, it, vi } from 'vitest';
import { Codes } from '../../../../contracts/errors.js';
import { createAccountEmail, type AccountEmailCalls } from './account-email.js';

const failure = (name: keyof typeof Codes, msg = 'from the server') => Object.assign(new Error(msg), { code: Codes[name].code, status: Codes[name].status, msg });
const TOKEN = 'T'.repeat(32);

/** A server where `taken@example.com` has an account; codes are 123456. */
function server() {
  const calls: AccountEmailCalls = {
    sendLoginCode: vi.fn(async () => ({ requestId: 'login-1', resendAfterSeconds: 60 })),
    login: vi.fn(async (email: string, code: string) => {
      if (code !== '123456') throw failure('CODE_INCORRECT');
      return { token: TOKEN, email, account: email === 'taken@example.com' ? ('existing' as const) : ('new' as const), merged: email === 'taken@example.com' };
    }),
    sendLinkCode: vi.fn(async () => ({ requestId: 'link-1', resendAfterSeconds: 60 })),
    link: vi.fn(async (email: string, code: string) => {
      if (code !== '123456') throw failure('CODE_INCORRECT');
      if (email === 'taken@example.com') throw failure('EMAIL_IN_USE', 'This e-mail is already linked to another account');
      return { email };
    }),
  };
  const signedIn = vi.fn(async () => undefined);
  return { calls, signedIn, card: createAccountEmail({ calls, signedIn, now: () => 0 }) };
}

describe('the member centre’s e-mail card', () => {
  it('signs in with the code sent to the address: the session moves to that account, and the card says this device’s account joined it', async () => {
    const { card, calls, signedIn } = server();
    card.signIn.email.value = 'taken@example.com';
    expect(await card.signIn.sendCode()).toBe(true);
    card.signIn.code.value = '000000';
    await card.submitSignIn();
    expect([card.signIn.problem.value, signedIn.mock.calls.length]).toEqual(['codeError', 0]);
    card.signIn.code.value = '123456';
    await card.submitSignIn();
    expect(calls.login).toHaveBeenLastCalledWith('taken@example.com', '123456', 'login-1');
    expect(signedIn).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(card.done.value).toEqual({ kind: 'signedIn', email: 'taken@example.com', merged: true, account: 'existing' });
  });

  it('refuses to link an address that has an account with its own words (never "Incorrect code"), and offers to sign in instead', async () => {
    const { card, calls } = server();
    card.mode.value = 'link';
    card.link.email.value = 'taken@example.com';
    await card.link.sendCode();
    card.link.code.value = '123456';
    await card.submitLink();
    expect([card.link.problem.value, card.done.value]).toEqual(['inUse', null]);
    card.signInInstead();
    expect([card.mode.value, card.signIn.email.value, card.link.problem.value]).toEqual(['signIn', 'taken@example.com', null]);
    await card.signIn.sendCode();
    expect(calls.sendLoginCode).toHaveBeenCalledWith('taken@example.com');
  });

  it('links a free address to this device’s account', async () => {
    const { card, signedIn } = server();
    card.mode.value = 'link';
    card.link.email.value = 'new@example.com';
    await card.link.sendCode();
    card.link.code.value = '123456';
    await card.submitLink();
    expect(card.done.value).toEqual({ kind: 'linked', email: 'new@example.com' });
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('says the server’s words for a limit, and "Failed to send code" when nothing answered', async () => {
    const { card, calls } = server();
    vi.mocked(calls.sendLoginCode).mockRejectedValueOnce(failure('CODE_TOO_SOON', 'Please wait a minute before asking for another code'));
    card.signIn.email.value = 'a@example.com';
    expect(await card.signIn.sendCode()).toBe(false);
    expect([card.signIn.problem.value, card.signIn.serverMessage.value]).toEqual(['server', 'Please wait a minute before asking for another code']);
    vi.mocked(calls.sendLoginCode).mockRejectedValueOnce(Object.assign(new Error('offline'), { code: -1, status: 0, msg: 'Network error' }));
    await card.signIn.sendCode();
    expect(card.signIn.problem.value).toBe('sendFailed');
  });
});
