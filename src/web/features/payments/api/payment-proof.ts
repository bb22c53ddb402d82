/** What the payment window hands back after paying; the server checks the signature. */
export interface PaymentProof {
  order_id: string;
  payment_id: string;
  signature: string;
}
