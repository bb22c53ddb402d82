import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

export interface ProviderPayment {
  id: string;
  status: 'captured' | 'failed' | 'other';
}

/**
 * A card payment gateway: orders are created server-side, the browser pays, and the gateway's
 * signature over `order_id|payment_id` proves the payment.
 */
export interface PaymentProvider {
  name: 'razorpay' | 'test';
  /** Public key the browser's checkout needs. */
  keyId: string;
  createOrder(order: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Payments the gateway holds for an order, for reconciling orders left unfinished. */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
}

export const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Constant-time comparison of a hex signature. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(givenHex) ? givenHex : '', 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

export class ProviderError extends Error {}

/** Razorpay's Orders API (https://razorpay.com/docs/api/orders/). */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  apiUrl: string;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${options.apiUrl}${path}`, {
      ...init,
      headers: { authorization: auth, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new ProviderError(`Razorpay answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  };
  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amount, receipt, notes }) {
      const order = await call<ProviderOrder>('/v1/orders', {
        method: 'POST',
        body: JSON.stringify({ amount, currency: 'INR', receipt, notes }),
      });
      return { id: order.id, amount: order.amount, currency: order.currency };
    },
    isValidPaymentSignature(orderId, paymentId, signature) {
      return signatureMatches(hmacHex(options.keySecret, `${orderId}|${paymentId}`), signature);
    },
    async orderPayments(orderId) {
      const { items } = await call<{ items: { id: string; status: string }[] }>(
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return items.map((p) => ({
        id: p.id,
        status: p.status === 'captured' || p.status === 'failed' ? p.status : 'other',
      }));
    },
  };
}

/**
 * The offline default: a gateway simulated inside the site, with its own secret, that takes the
 * same order -> signature -> verify path. `pay` and `fail` stand for the buyer's choice in the
 * clearly labelled test checkout.
 */
export function createTestProvider() {
  const secret = randomBytes(32).toString('hex');
  const outcomes = new Map<string, ProviderPayment>();
  const provider = {
    name: 'test' as const,
    keyId: 'test_mode',
    async createOrder({ amount }: { amount: number }) {
      return { id: `order_test_${randomBytes(8).toString('hex')}`, amount, currency: 'INR' };
    },
    isValidPaymentSignature(orderId: string, paymentId: string, signature: string) {
      return signatureMatches(hmacHex(secret, `${orderId}|${paymentId}`), signature);
    },
    async orderPayments(orderId: string) {
      const outcome = outcomes.get(orderId);
      return outcome ? [outcome] : [];
    },
    pay(orderId: string) {
      const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
      outcomes.set(orderId, { id: paymentId, status: 'captured' });
      return { paymentId, signature: hmacHex(secret, `${orderId}|${paymentId}`) };
    },
    fail(orderId: string) {
      const paymentId = `pay_test_${randomBytes(8).toString('hex')}`;
      outcomes.set(orderId, { id: paymentId, status: 'failed' });
      return { paymentId };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
