import { describe, expect, it } from 'vitest';
import type { FeedbackInput } from '../../../../contracts/account-data.js';
import { createFeedback, linkedFrom } from './feedback.js';

describe('feedback', () => {
  it('sends the message with the app version and where the user came from, once it is long enough', async () => {
    const sent: FeedbackInput[] = [];
    const f = createFeedback(async (input) => sent.push(input), linkedFrom('#/lokasi/feedback?from=/lokasi/member/home'));
    f.text.value = '  too short ';
    expect(await f.submit()).toBe(false);
    expect([f.problem.value, sent]).toEqual(['tooShort', []]);
    f.category.value = 'data';
    f.text.value = ' The population of Bedok looks too low. ';
    f.contact.value = ' ';
    expect(await f.submit()).toBe(true);
    expect(sent).toEqual([{ category: 'data', text: 'The population of Bedok looks too low.', appVersion: 'web', context: { route: '/lokasi/member/home', client: 'browser', language: 'en' } }]);
    expect([f.text.value, f.sent.value]).toEqual(['', true]);
  });

  it('keeps the message when the server refuses it (a limit, the network)', async () => {
    const f = createFeedback(() => Promise.reject(new Error('429')), '');
    f.text.value = 'A message long enough to send.';
    expect(await f.submit()).toBe(false);
    expect([f.problem.value, f.text.value]).toEqual(['failed', 'A message long enough to send.']);
  });

  it('keeps a paste longer than the limit whole and says by how much it is over, sending nothing', async () => {
    const sent: FeedbackInput[] = [];
    const f = createFeedback(async (input) => sent.push(input), '');
    const pasted = 'Long report. '.repeat(160); // 2,080 characters
    f.text.value = pasted;
    expect(await f.submit()).toBe(false);
    expect([f.problem.value, f.text.value, sent]).toEqual(['tooLong', pasted, []]);
  });
});
