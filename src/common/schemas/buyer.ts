import { z } from 'zod';
import { billingRequired } from '../billing';
import { STATE_NAMES, stateCodeOf } from '../indian-states';
import { oneLine } from './required-text';

export const buyerMessages = {
  address: 'Enter your billing address.',
  state: 'Choose your state.',
  stateChoice: 'Choose a state.',
  gstinState: 'The state must be the one the GSTIN is registered in (its first two digits).',
  tooLong: 'At most 300 characters.',
};

/** A postal address on one line, or nothing. */
export const addressField = oneLine(z.string().trim().max(300, buyerMessages.tooLong));

/** An Indian state or union territory by name, or nothing. */
export const stateField = z
  .string()
  .refine(
    (v) => v === '' || (STATE_NAMES as readonly string[]).includes(v),
    buyerMessages.stateChoice,
  );

/** A GSTIN's first two digits are its state's code: a state given beside it must be that state. */
export const gstinInState = (v: { gstin?: string; state?: string }) =>
  !v.gstin || !v.state || stateCodeOf(v.state) === v.gstin.slice(0, 2);

export const gstinStateIssue = { message: buyerMessages.gstinState, path: ['state'] };

/**
 * The billing details of a checkout for an amount (rupees): required from BILLING_REQUIRED_FROM,
 * optional below; the state must be that of the buyer's GSTIN, when their profile has one.
 */
export const billingSchema = (rupees: number, gstin = '') =>
  z
    .object({ billingAddress: addressField, billingState: stateField })
    .refine((v) => !billingRequired(rupees) || v.billingAddress !== '', {
      message: buyerMessages.address,
      path: ['billingAddress'],
    })
    .refine((v) => !billingRequired(rupees) || v.billingState !== '', {
      message: buyerMessages.state,
      path: ['billingState'],
    })
    .refine((v) => gstinInState({ gstin, state: v.billingState }), {
      ...gstinStateIssue,
      path: ['billingState'],
    });
export type BillingInput = z.infer<ReturnType<typeof billingSchema>>;
