import type { CheckoutOrder } from '#common/schemas/payments';
import type { PaymentProof } from './api/payment-proof';

/** The parts of Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/) the site uses. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error: { description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** Seconds after which Checkout closes and takes no more payments for the order. */
  timeout: number;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<RazorpayConstructor> | undefined;

/** Adds Razorpay's checkout script to the page the first time it is needed. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay);
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load.'));
    script.onerror = () => {
      script.remove();
      reject(new Error('The payment window could not be loaded. Please try again.'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** What opening Checkout for an order does next: the proof of a payment, a failure, a close. */
export interface RazorpayWindow {
  /** The institute's name, Checkout's title. */
  name: string;
  onPaid: (proof: PaymentProof) => void;
  /** Razorpay's reason, when it gives one. */
  onFailed: (reason: string | undefined) => void;
  onClose: () => void;
}

/** Opens Razorpay Checkout for an order the server opened. */
export async function openRazorpay(order: CheckoutOrder, on: RazorpayWindow): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: on.name,
    description: order.courseTitle,
    prefill: order.prefill,
    timeout: order.timeout,
    handler: (response) =>
      on.onPaid({
        order_id: response.razorpay_order_id,
        payment_id: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: on.onClose },
  });
  checkout.on('payment.failed', ({ error }) => on.onFailed(error.description ?? error.reason));
  checkout.open();
}
