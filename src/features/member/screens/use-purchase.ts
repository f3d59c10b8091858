import { useMemo } from 'preact/hooks';
import { useNavigate } from '../../../platform/routing/router.js';
import { bridge } from '../../../platform/bridge/index.js';
import { session } from '../../../platform/storage.js';
import { PRODUCT } from '../../../platform/routing/route-def.js';
import { memberApi } from '../api.js';
import { createPurchaseModel, LAST_ORDER_KEY } from '../model/purchase.js';

/** The purchase model wired to the server, the bridge and the router. */
export function usePurchase() {
  const navigate = useNavigate();
  return useMemo(
    () =>
      createPurchaseModel({
        context: bridge.context,
        createOrder: memberApi.createOrder,
        sandboxCheckout: memberApi.sandboxCheckout,
        pay: (channel, request) => bridge.call(channel, request),
        confirm: (orderId) => navigate(`/${PRODUCT}/member/pay-success?orderId=${encodeURIComponent(orderId)}`),
        remember: (orderId) => session.set(LAST_ORDER_KEY, orderId),
      }),
    [],
  );
}
