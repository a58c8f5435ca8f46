import type { CheckoutConfig } from '@siktak/contract';

/** The part of Toss Payments' JS SDK (v2) the booking page calls. */
interface TossPaymentsSdk {
  (
    clientKey: string,
  ): {
    payment(options: { customerKey: string }): {
      requestPayment(request: {
        method: 'CARD';
        amount: { currency: 'KRW'; value: number };
        orderId: string;
        orderName: string;
        successUrl: string;
        failUrl: string;
      }): Promise<unknown>;
    };
  };
  ANONYMOUS?: string;
}

declare global {
  interface Window {
    TossPayments?: TossPaymentsSdk;
  }
}

/** Loads the SDK's script once; the address comes from the server's configuration (the checkout answer). */
function loadSdk(src: string): Promise<TossPaymentsSdk> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.TossPayments ? resolve(window.TossPayments) : reject(new Error('no TossPayments')));
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * Opens the order's payment window (docs/payments.md): the demo provider's page, or Toss's window through
 * its SDK. Either way the browser comes back through the server's return, which lands on the confirmation
 * or back on the booking page with the reason.
 */
export async function openCheckout(checkout: CheckoutConfig): Promise<void> {
  if (checkout.provider === 'demo' && checkout.checkoutUrl) {
    window.location.assign(checkout.checkoutUrl);
    return;
  }
  if (!checkout.sdkUrl || !checkout.clientKey) throw new Error('checkout without a payment window');
  const sdk = await loadSdk(checkout.sdkUrl);
  await sdk(checkout.clientKey)
    .payment({ customerKey: sdk.ANONYMOUS ?? 'ANONYMOUS' })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: checkout.amount },
      orderId: checkout.orderId,
      orderName: checkout.orderName,
      successUrl: checkout.successUrl,
      failUrl: checkout.failUrl,
    });
}
