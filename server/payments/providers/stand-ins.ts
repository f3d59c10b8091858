/**
 * Test support: loopback stand-ins for the providers' merchant APIs (no provider is reachable from tests). Each is a
 * real HTTP server on 127.0.0.1 that checks our request signature the way the provider does and answers in the
 * provider's documented shape, signed with keys the test made. `tamper` changes an answer after it was signed.
 */
import { createSign, createVerify, randomBytes, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipaySignedContent } from './alipay.js';

export interface StandIn {
  url: string;
  /** Every request received, as `METHOD path`. */
  seen: string[];
  /** Changes the next answers' bodies after signing (a forged or corrupted answer). */
  tamper: ((body: string) => string) | null;
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body: string };

async function standIn(handle: (standIn: StandIn) => Handler): Promise<StandIn> {
  const state: StandIn = { url: '', seen: [], tamper: null, close: async () => undefined };
  const handler = handle(state);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.seen.push(`${req.method} ${req.url}`);
      const answer = handler(req, Buffer.concat(chunks).toString('utf8'));
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(state.tamper ? state.tamper(answer.body) : answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/**
 * WeChat Pay v3 order query: checks the merchant's WECHATPAY2-SHA256-RSA2048 authorization, answers the transaction
 * signed with the platform key (Wechatpay-Timestamp/Nonce/Signature/Serial over `timestamp\nnonce\nbody\n`).
 */
export function wechatStandIn(o: { mchid: string; merchantPublicKey: KeyObject; platformKey: KeyObject | Buffer; serial: string; now: () => Date; transactions: Map<string, object> }): Promise<StandIn> {
  return standIn(() => (req, body) => {
    const sign = (status: number, answer: object) => {
      const text = JSON.stringify(answer);
      const ts = String(Math.floor(o.now().getTime() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${text}\n`).sign(o.platformKey, 'base64');
      return { status, headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': o.serial }, body: text };
    };
    const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const f = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const signed = `${req.method}\n${req.url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`;
    if (f.mchid !== o.mchid || !f.signature || !createVerify('RSA-SHA256').update(signed).verify(o.merchantPublicKey, f.signature, 'base64')) {
      return sign(401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    const match = /^\/v3\/pay\/transactions\/out-trade-no\/([^?]+)\?mchid=(\w+)$/.exec(req.url ?? '');
    const tx = match && o.transactions.get(decodeURIComponent(match[1]!));
    return tx ? sign(200, { mchid: o.mchid, appid: 'wxd678efh567hg6787', ...tx }) : sign(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
  });
}

/**
 * Alipay gateway, alipay.trade.query: checks our RSA2 request signature, answers
 * `{"alipay_trade_query_response":{…},"sign":"…"}` signed over the raw response object text.
 */
export function alipayStandIn(o: { appId: string; appPublicKey: KeyObject; alipayPrivateKey: KeyObject; trades: Map<string, Record<string, string>> }): Promise<StandIn> {
  return standIn(() => (_req, body) => {
    const params = Object.fromEntries(new URLSearchParams(body));
    const requestOk = params.app_id === o.appId && params.method === 'alipay.trade.query' && params.sign_type === 'RSA2' && !!params.sign && createVerify('RSA-SHA256').update(alipaySignedContent(params)).verify(o.appPublicKey, params.sign, 'base64');
    const outTradeNo = requestOk ? (JSON.parse(params.biz_content ?? '{}') as { out_trade_no?: string }).out_trade_no : undefined;
    const trade = outTradeNo ? o.trades.get(outTradeNo) : undefined;
    const response = !requestOk
      ? { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }
      : trade
        ? { code: '10000', msg: 'Success', out_trade_no: outTradeNo, buyer_logon_id: 'tes***@example.com', ...trade }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    const raw = JSON.stringify(response);
    const sign = createSign('RSA-SHA256').update(raw, 'utf8').sign(o.alipayPrivateKey, 'base64');
    return { status: 200, body: `{"alipay_trade_query_response":${raw},"sign":"${sign}"}` };
  });
}

/**
 * App Store Server API, Get Transaction History v2: checks the ES256 bearer JWT (key id, issuer, audience, bundle id)
 * and answers the customer's signed transactions (JWS made by the test) two to a page, with `revision` and `hasMore`.
 */
export function appleStandIn(o: { issuerId: string; keyId: string; publicKey: KeyObject; bundleId: string; histories: Map<string, string[]> }): Promise<StandIn> {
  return standIn(() => (req) => {
    const [h, p, s] = (req.headers.authorization ?? '').replace(/^Bearer /, '').split('.');
    const header = h && p && s ? JSON.parse(Buffer.from(h, 'base64url').toString()) : {};
    const claims = h && p && s ? JSON.parse(Buffer.from(p, 'base64url').toString()) : {};
    const tokenOk =
      header.alg === 'ES256' && header.kid === o.keyId && claims.iss === o.issuerId && claims.aud === 'appstoreconnect-v1' && claims.bid === o.bundleId &&
      verify('sha256', Buffer.from(`${h}.${p}`), { key: o.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s!, 'base64url'));
    if (!tokenOk) return { status: 401, body: '' };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const history = o.histories.get(/^\/inApps\/v2\/history\/(\d+)$/.exec(url.pathname)?.[1] ?? '');
    if (!history) return { status: 404, body: JSON.stringify({ errorCode: 4040010, errorMessage: 'Transaction id not found.' }) };
    const start = Number(url.searchParams.get('revision') ?? 0);
    const page = history.slice(start, start + 2);
    const hasMore = start + 2 < history.length;
    return { status: 200, body: JSON.stringify({ revision: String(start + 2), hasMore, bundleId: o.bundleId, appAppleId: 1234567890, environment: 'Production', signedTransactions: page }) };
  });
}
