import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../module.js';
import { authenticate, signedInUser } from '../http/authenticate.js';
import { ApiError, ok } from '../http/envelope.js';
import { byUser, perRoute } from '../http/rate-limit.js';
import { Envelope } from '../http/schemas.js';
import { currencyFor, findProduct } from './catalogue.js';
import { paymentsConfig } from './config.js';
import { signPayParams } from './pay-params.js';
import { buildProviders } from './providers/index.js';
import type { SignedNotification } from './providers/sandbox.js';
import { reconcileOrder, restoreStorePurchases } from './reconcile.js';
import * as orders from './repository.js';
import {
  CatalogueQuery,
  CatalogueSchema,
  CreatedOrderSchema,
  CreateOrderBody,
  NotificationParams,
  OrderListSchema,
  OrderParams,
  OrderSchema,
  RestoreBody,
  SandboxCheckoutBody,
} from '../../contracts/payments.js';
import { settle } from './settle.js';
import { orderView, productView } from './views.js';

const tags = ['payments'];
/** Open (unpaid) orders one account may start per hour: stops a client filling the table. */
const MAX_PENDING_PER_HOUR = 30;
/** Each restore asks the providers about every open order and every store purchase sent: a few a minute is plenty. */
const restoreLimit = perRoute(5, '1 minute', byUser);

function appCountry(request: FastifyRequest): string | undefined {
  const value = request.headers['app-country'];
  return Array.isArray(value) ? value[0] : value;
}

/** What the payment routes share: the app, the providers and catalogue, and the caller's own order by id. */
interface PaymentsDeps {
  ctx: AppContext;
  providers: ReturnType<typeof buildProviders>;
  catalogue: ReturnType<typeof paymentsConfig>['catalogue'];
  signingKey: ReturnType<typeof paymentsConfig>['signingKey'];
  ownOrder(request: FastifyRequest, id: string): Promise<orders.OrderRow>;
}

export function paymentsRoutes(scope: FastifyInstance, ctx: AppContext): void {
  const { catalogue, signingKey } = paymentsConfig(ctx.config);
  async function ownOrder(request: FastifyRequest, id: string) {
    const { userId } = signedInUser(request);
    const order = await orders.findUserOrder(ctx.db, userId, id);
    if (!order) throw new ApiError('NOT_FOUND');
    return order;
  }
  const deps: PaymentsDeps = { ctx, providers: buildProviders(ctx), catalogue, signingKey, ownOrder };

  scope.withTypeProvider<TypeBoxTypeProvider>().get(
    '/payments/catalogue',
    { schema: { tags, summary: 'Membership plans and credit packs with prices in one currency (asked, else by App-Country)', querystring: CatalogueQuery, response: { 200: Envelope(CatalogueSchema) } } },
    async (request) => {
      const currency = currencyFor(catalogue, request.query.currency, appCountry(request));
      return ok(request, { currency, currencies: catalogue.currencies, examplePrices: catalogue.example, products: catalogue.products.map((p) => productView(p, currency)) });
    },
  );
  // Everything about the caller's own orders: one authentication hook for the scope (401 before any body is read).
  scope.register(async (signedIn) => {
    authenticate(signedIn, 'required');
    orderRoutes(signedIn, deps);
    sandboxRoutes(signedIn, deps);
  });
  // Notifications: their own scope, so bodies stay raw bytes (signatures are over exactly what was sent).
  scope.register(async (notify) => notificationRoutes(notify, deps));
}

/** Creating, listing, re-checking, cancelling and restoring the caller's orders. */
function orderRoutes(signedIn: FastifyInstance, { ctx, providers, catalogue, signingKey, ownOrder }: PaymentsDeps): void {
  const app = signedIn.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/payments/orders',
    { schema: { tags, summary: 'Create a pending order; native channels get server-signed pay parameters', body: CreateOrderBody, response: { 200: Envelope(CreatedOrderSchema) } } },
    async (request) => {
      const { userId } = signedInUser(request);
      const product = findProduct(catalogue, request.body.productId);
      if (!product) throw new ApiError('NOT_FOUND');
      const { channel } = request.body;
      const provider = providers.forChannel(channel);
      if (!provider || (channel !== 'checkout' && !signingKey)) throw new ApiError('FORBIDDEN');
      const now = ctx.now();
      const recent = await orders.pendingOrders(ctx.db, { userId, limit: MAX_PENDING_PER_HOUR + 1 });
      if (recent.filter((o) => now.getTime() - o.created_at.getTime() < 3600_000).length >= MAX_PENDING_PER_HOUR) throw new ApiError('RATE_LIMITED');
      const currency = currencyFor(catalogue, request.body.currency, appCountry(request));
      const order = await orders.createOrder(ctx.db, { userId, product, currency, provider: provider.name, channel, environment: provider.environment, now });
      return ok(request, { order: orderView(order), payParams: channel === 'checkout' ? null : signPayParams(signingKey!, order, now) });
    },
  );

  app.get(
    '/payments/orders',
    { schema: { tags, summary: 'The account’s paid and open orders, newest first', response: { 200: Envelope(OrderListSchema) } } },
    async (request) => {
      const { userId } = signedInUser(request);
      return ok(request, { items: (await orders.listUserOrders(ctx.db, userId, 100)).map(orderView) });
    },
  );

  app.get(
    '/payments/orders/:id',
    { schema: { tags, summary: 'One order; a pending one is re-checked with its provider first (the buyer came back)', params: OrderParams, response: { 200: Envelope(OrderSchema) } } },
    async (request) => {
      let order = await ownOrder(request, request.params.id);
      if (order.status === 'pending') {
        await reconcileOrder(providers, ctx, order, request.log);
        order = (await orders.findOrder(ctx.db, order.id))!;
      }
      return ok(request, orderView(order));
    },
  );

  app.post(
    '/payments/orders/:id/cancel',
    { schema: { tags, summary: 'Cancel a subscription: no renewal, benefits last until the period ends', params: OrderParams, response: { 200: Envelope(OrderSchema) } } },
    async (request) => {
      const order = await ownOrder(request, request.params.id);
      const cancelled = await orders.cancelSubscription(ctx.db, order.user_id, order.id, ctx.now());
      if (!cancelled) throw new ApiError('CONFLICT');
      return ok(request, orderView(cancelled));
    },
  );

  app.post(
    '/payments/restore',
    {
      config: { rateLimit: restoreLimit },
      schema: {
        tags,
        summary: 'Restore purchases: re-checks every open order of the account with its provider, and the store purchases the native app found',
        body: RestoreBody,
        response: { 200: Envelope(OrderListSchema) },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      await restoreStorePurchases(providers, ctx, userId, request.body.purchases ?? [], request.log);
      for (const order of await orders.pendingOrders(ctx.db, { userId, limit: 50 })) await reconcileOrder(providers, ctx, order, request.log);
      return ok(request, { items: (await orders.listUserOrders(ctx.db, userId, 100)).map(orderView) });
    },
  );
}

/** The simulated gateway (development and demos): pay, decline or cancel an order, renew a subscription. */
function sandboxRoutes(signedIn: FastifyInstance, { ctx, providers, ownOrder }: PaymentsDeps): void {
  const app = signedIn.withTypeProvider<TypeBoxTypeProvider>();
  /** Delivered like a real gateway's notification, over HTTP through the public route and its signature check. */
  const deliverSandbox = (request: FastifyRequest, n: SignedNotification) =>
    request.server.inject({ method: 'POST', url: '/v1/payments/notifications/sandbox', headers: n.headers, payload: n.body });
  app.post(
    '/payments/sandbox/orders/:id/checkout',
    {
      schema: {
        tags,
        summary: 'Simulated gateway (development and demos): the buyer pays, declines or cancels; the gateway sends its signed notification',
        params: OrderParams,
        body: SandboxCheckoutBody,
        response: { 200: Envelope(OrderSchema) },
      },
    },
    async (request) => {
      const order = await ownOrder(request, request.params.id);
      if (!providers.sandbox || order.provider !== 'sandbox') throw new ApiError('FORBIDDEN');
      const delivered = await deliverSandbox(request, await providers.sandbox.charge(order, request.body.outcome, ctx.now()));
      if (delivered.statusCode !== 200) request.log.warn({ status: delivered.statusCode }, 'sandbox notification refused');
      return ok(request, orderView((await orders.findOrder(ctx.db, order.id))!));
    },
  );

  app.post(
    '/payments/sandbox/orders/:id/renew',
    {
      schema: {
        tags,
        summary: 'Simulated gateway: the period of this active subscription ended and the gateway charges the next one (development and demos)',
        params: OrderParams,
        response: { 200: Envelope(Type.Object({ result: Type.String() })) },
      },
    },
    async (request) => {
      const order = await ownOrder(request, request.params.id);
      if (!providers.sandbox || order.provider !== 'sandbox') throw new ApiError('FORBIDDEN');
      const delivered = await deliverSandbox(request, providers.sandbox.renew(order, ctx.now()));
      return ok(request, { result: (delivered.json() as { data?: { result?: string } }).data?.result ?? 'refused' });
    },
  );
}

/** Providers' notifications (server to server): verified before anything is credited, settled idempotently. */
function notificationRoutes(notify: FastifyInstance, { ctx, providers }: PaymentsDeps): void {
  const raw = (_request: FastifyRequest, body: string, done: (err: Error | null, body?: string) => void) => done(null, body);
  notify.removeAllContentTypeParsers();
  notify.addContentTypeParser('*', { parseAs: 'string' }, raw);
  notify.withTypeProvider<TypeBoxTypeProvider>().post(
    '/payments/notifications/:provider',
    {
      schema: {
        tags,
        summary: 'Payment provider notifications (server to server). Verified before anything is credited; acknowledged at once, processed idempotently.',
        params: NotificationParams,
        response: { 200: Envelope(Type.Object({ result: Type.String() })) },
      },
    },
    async (request) => {
      const provider = providers.byName(request.params.provider);
      if (!provider) throw new ApiError('NOT_FOUND');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const verified = await provider.verifyNotification({ headers: request.headers, rawBody, now: ctx.now() });
      if (!verified.ok) {
        request.log.warn({ provider: provider.name, reason: verified.reason }, 'payment notification rejected: nothing credited');
        throw new ApiError('FORBIDDEN');
      }
      return ok(request, { result: await settle(ctx.db, verified.evidence, ctx.now(), request.log) });
    },
  );
}
