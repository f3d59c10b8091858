import { Type, type Static } from '@sinclair/typebox';

const Plan = Type.Union([Type.Literal('monthly'), Type.Literal('quarterly'), Type.Literal('yearly'), Type.Literal('lifetime')]);
const Money = Type.Object({ amount: Type.String({ description: 'Decimal in the currency unit, e.g. "4.99"' }), currency: Type.String() });
export const Channel = Type.Union([Type.Literal('checkout'), Type.Literal('pay'), Type.Literal('wxPay'), Type.Literal('aliPay'), Type.Literal('applePay')], {
  description: 'checkout: the browser sandbox; the others: the native bridge action (or the mini-program hand-off) that will pay',
});

export const CatalogueQuery = Type.Object({ currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })) });

export const ProductSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('membership'), Type.Literal('credits')]),
  plan: Type.Union([Plan, Type.Null()]),
  credits: Type.Union([Type.Integer(), Type.Null()]),
  subscription: Type.Boolean(),
  price: Money,
});

export const CatalogueSchema = Type.Object({
  currency: Type.String(),
  currencies: Type.Array(Type.String()),
  /** true while the shipped example prices are in use (the page says so). */
  examplePrices: Type.Boolean(),
  products: Type.Array(ProductSchema),
});

export const OrderSchema = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  kind: Type.Union([Type.Literal('membership'), Type.Literal('credits')]),
  plan: Type.Union([Plan, Type.Null()]),
  credits: Type.Union([Type.Integer(), Type.Null()]),
  price: Money,
  provider: Type.String(),
  channel: Type.String(),
  environment: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('paid'), Type.Literal('failed'), Type.Literal('cancelled'), Type.Literal('expired')]),
  subscription: Type.Union([Type.Literal('active'), Type.Literal('cancelled'), Type.Null()]),
  periodEnd: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  transactionId: Type.Union([Type.String(), Type.Null()]),
});

export const CreateOrderBody = Type.Object({
  productId: Type.String({ maxLength: 64 }),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  channel: Channel,
});

export const PayParamsSchema = Type.Object({
  orderId: Type.String(),
  productId: Type.String(),
  amount: Type.String(),
  currency: Type.String(),
  timestamp: Type.Integer(),
  nonce: Type.String(),
  sign: Type.String({ description: 'Hex HMAC-SHA256 with the server key over the other fields as sorted k=v pairs joined by &' }),
});

export const CreatedOrderSchema = Type.Object({ order: OrderSchema, payParams: Type.Union([PayParamsSchema, Type.Null()]) });
export const OrderListSchema = Type.Object({ items: Type.Array(OrderSchema) });
export const OrderParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const SandboxCheckoutBody = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('cancelled')]) });
export const NotificationParams = Type.Object({ provider: Type.String({ maxLength: 20 }) });
/** A purchase the native app's restorePurchases found in its store: only a pointer, the server re-validates it with the store. */
export const StorePurchaseSchema = Type.Union([
  Type.Object({ store: Type.Literal('apple'), transactionId: Type.String({ pattern: '^[0-9]{1,32}$' }) }, { additionalProperties: false }),
  Type.Object({ store: Type.Literal('google'), productId: Type.String({ maxLength: 64 }), purchaseToken: Type.String({ minLength: 1, maxLength: 512 }) }, { additionalProperties: false }),
]);
export const RestoreBody = Type.Object({ purchases: Type.Optional(Type.Array(StorePurchaseSchema, { maxItems: 10 })) }, { additionalProperties: false });

export type OrderView = Static<typeof OrderSchema>;
export type ProductView = Static<typeof ProductSchema>;
export type Catalogue = Static<typeof CatalogueSchema>;
export type PayParams = Static<typeof PayParamsSchema>;
export type PayChannel = Static<typeof Channel>;
export type StorePurchase = Static<typeof StorePurchaseSchema>;
