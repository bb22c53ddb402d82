import { sql, type SqlBool } from 'kysely';

/**
 * An order left unpaid this long is expired (decision 051): Transaction History shows it apart and
 * hides it unless asked, a student's page leaves it out, and a payment that reaches it later is
 * not settled but flagged for refund.
 */
export const ORDER_EXPIRY_HOURS = 24;

const expiryCutoff = () => new Date(Date.now() - ORDER_EXPIRY_HOURS * 3_600_000).toISOString();

/** Whether an order was made longer ago than an order stays payable. */
export const isPastExpiry = (order: { created_at: string }) => order.created_at < expiryCutoff();

/** Orders of `payments` never paid nor failed, made longer ago than the expiry. */
export const expiredOrder = () =>
  sql<SqlBool>`(payments.status = 'created' and payments.created_at < ${expiryCutoff()})`;

/** Orders of `payments` still open and within their expiry. */
export const orderStillOpen = () =>
  sql<SqlBool>`(payments.status = 'created' and payments.created_at >= ${expiryCutoff()})`;
