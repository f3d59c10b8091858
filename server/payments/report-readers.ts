import type { ReportReader } from '../module.js';
import { ApiError } from '../http/envelope.js';
import { findUserOrder } from './repository.js';
import { orderView } from './views.js';

/** An order's receipt as exports print it: the asking account's own order only (another's is NOT_FOUND). */
const receipt: ReportReader = async (ctx, id, _lang, userId) => {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError('NOT_FOUND');
  const order = await findUserOrder(ctx.db, userId, id);
  if (!order) throw new ApiError('NOT_FOUND');
  const view = orderView(order);
  return { subject: view.id.slice(0, 8), answer: view, dataVersion: `${view.status}:${view.paidAt ?? ''}`, ownerId: userId, sandbox: view.environment === 'sandbox' };
};

export const paymentsReports = { receipt };
