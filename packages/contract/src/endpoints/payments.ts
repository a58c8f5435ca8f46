import { paymentCalls } from '../calls.js';
import { defineEndpoints } from '../endpoint.js';
import { checkoutConfig, orderIdParam, paymentFailQuery, paymentSuccessQuery } from '../schemas/payments.js';

const tags = ['payments'];

/**
 * The browser's side of a payment (docs/payments.md). Public: the order id is random and only the
 * payer's browser has it, and the provider's redirect back carries no token of ours.
 */
export const paymentEndpoints = /* @__PURE__ */ defineEndpoints(paymentCalls, {
  checkout: {
    summary: 'What the browser needs to open the payment window of an order',
    tags,
    access: 'public',
    params: orderIdParam,
    responses: { 200: checkoutConfig },
    errors: ['404'],
  },
  demoPage: {
    summary: "The demo provider's payment window (HTML, no JSON): nothing is really paid",
    tags,
    access: 'public',
    params: orderIdParam,
    responses: {},
    errors: ['404', 'E181'],
  },
  demoPay: {
    summary: "The demo window's 결제하기: approves the demo payment and redirects (303) to the success address",
    tags,
    access: 'public',
    params: orderIdParam,
    responses: {},
    errors: ['404', 'E181'],
  },
  success: {
    summary: "The window's success redirect: confirms the payment, then redirects (302) to the order's page",
    tags,
    access: 'public',
    query: paymentSuccessQuery,
    responses: {},
    errors: ['404'],
  },
  fail: {
    summary: "The window's fail redirect: records the failure, then redirects (302) to the order's page",
    tags,
    access: 'public',
    query: paymentFailQuery,
    responses: {},
    errors: ['404'],
  },
});
