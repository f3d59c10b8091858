import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rephrase, type RephraseConfig } from './rephrase.js';

/** A local stand-in for an OpenAI-compatible endpoint: answers what the test sets, records what it was asked. */
let server: Server;
let answer: { status: number; content: string; delayMs?: number } = { status: 200, content: '' };
const asked: Array<{ auth: string | undefined; body: { model: string; messages: Array<{ content: string }> } }> = [];
let config: RephraseConfig;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      asked.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: answer.content } }] }));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'stand-in', apiKey: 'k-1', timeoutMs: 500 };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const template = ['Raffles Place scores 72 of 100.', 'There are 41 cafés within 500 m.'];
const allowed = new Set(['72', '100', '41', '500']);

describe('narrative rephrasing', () => {
  it('is off without an endpoint: the template text, nothing asked', async () => {
    const before = asked.length;
    expect(await rephrase(template, allowed, 'en', { url: null, model: null, apiKey: null, timeoutMs: 500 })).toEqual({ paragraphs: template, source: 'template' });
    expect(asked.length).toBe(before);
  });

  it('keeps a rephrasing whose numbers are all facts, asking in the reader language with the key', async () => {
    answer = { status: 200, content: 'With 72 of 100, Raffles Place is a strong site.\n\nYou would face 41 cafés within 500 m.' };
    const out = await rephrase(template, allowed, 'th', config);
    expect(out).toEqual({ paragraphs: ['With 72 of 100, Raffles Place is a strong site.', 'You would face 41 cafés within 500 m.'], source: 'rephrased' });
    const last = asked.at(-1)!;
    expect(last.auth).toBe('Bearer k-1');
    expect(last.body.model).toBe('stand-in');
    expect(last.body.messages[0]!.content).toContain('Thai');
  });

  it('throws away a rephrasing with an invented number', async () => {
    answer = { status: 200, content: 'Raffles Place scores 72 of 100 and could earn 12,000 a month.' };
    expect(await rephrase(template, allowed, 'en', config)).toEqual({ paragraphs: template, source: 'template' });
  });

  it('falls back on errors and slow answers', async () => {
    answer = { status: 500, content: 'x' };
    expect((await rephrase(template, allowed, 'en', config)).source).toBe('template');
    answer = { status: 200, content: 'Raffles Place scores 72 of 100.', delayMs: 1500 };
    expect((await rephrase(template, allowed, 'en', config)).source).toBe('template');
  });
});
