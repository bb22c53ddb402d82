/**
 * From this amount (rupees) an invoice to a buyer without a GSTIN must carry their address and
 * state (CGST rule 46(e)), so checkout asks for them; below it they are optional.
 */
export const BILLING_REQUIRED_FROM = 50_000;

/** Whether an amount (rupees) needs the buyer's address and state on its invoice. */
export const billingRequired = (rupees: number) => rupees >= BILLING_REQUIRED_FROM;
