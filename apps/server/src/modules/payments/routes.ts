import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { paymentEndpoints as calls } from '@siktak/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/endpoint-route.js';
import { demoCheckoutPage, demoPagePolicy } from './demo-page.js';
import { paymentService } from './service.js';

/** The browser's side of a payment — docs/payments.md, docs/api-additions.md. */
export function paymentRoutes(ctx: AppContext): FastifyPluginAsync {
  const payments = paymentService(ctx);
  return async (app) => {
    route(app, calls.checkout, (request) => payments.checkout(request.params.orderId));

    route(app, calls.demoPage, async (request, reply) => {
      const order = await payments.demoOrder(request.params.orderId);
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('content-security-policy', demoPagePolicy(nonce))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          demoCheckoutPage({
            orderName: order.orderName,
            amount: order.amount,
            payAction: `/api/payments/demo/${order.orderId}`,
            failUrl: payments.demoFailUrl(order),
            nonce,
          }),
        );
    });

    route(app, calls.demoPay, async (request, reply) =>
      reply.redirect(await payments.demoPay(request.params.orderId), 303),
    );

    route(app, calls.success, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(await payments.returnFromSuccess(request.query), 302),
    );

    route(app, calls.fail, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(await payments.returnFromFail(request.query), 302),
    );
  };
}
