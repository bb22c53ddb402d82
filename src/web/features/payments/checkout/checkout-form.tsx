import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatRupees } from '#common/format';
import { STATE_NAMES } from '#common/indian-states';
import { BILLING_REQUIRED_FROM, billingRequired } from '#common/billing';
import { Field } from '#web/components/field';
import { useAuth } from '#web/lib/auth';
import { useAppForm } from '#web/lib/use-app-form';
import type { useCheckout } from '../use-checkout';
import './messages';

interface CheckoutFormProps {
  courseId: string;
  /** Rupees: the price less any coupon. */
  total: number;
  couponCode: string | undefined;
  checkout: Pick<ReturnType<typeof useCheckout>, 'buy' | 'busy'>;
}

/**
 * The billing address and state for the invoice (the profile's to start with; required from
 * ₹50,000) and the Buy button. A visitor not logged in is sent to log in first.
 */
export function CheckoutForm({ courseId, total, couponCode, checkout }: CheckoutFormProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const { buy, busy } = checkout;
  const required = billingRequired(total);
  const schema = useMemo(
    () => async () => (await import('#common/schemas/buyer')).billingSchema(total, user?.gstin),
    [total, user?.gstin],
  );
  const form = useAppForm({
    schema,
    defaultValues: { billingAddress: user?.address ?? '', billingState: user?.state ?? '' },
    submit: (billing) => buy(courseId, couponCode, billing),
  });
  const { register, errors } = form;
  const limit = formatRupees(BILLING_REQUIRED_FROM);
  const hint = required
    ? t`Needed on the invoice for ${limit} and above.`
    : t`Optional: printed on your invoice.`;

  if (!user) {
    return (
      <button
        type="button"
        className="btn btn-primary py-3 text-base"
        disabled={busy}
        onClick={() => void buy(courseId, couponCode)}
      >
        {busy ? t`Loading...` : t`Buy Now`}
      </button>
    );
  }
  return (
    <form {...form.formProps} className="space-y-4">
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">
          <Trans>Billing details</Trans>
        </legend>
        <Field label={t`Billing address`} hint={hint} error={errors.billingAddress?.message}>
          {(control) => (
            <input
              {...control}
              {...register('billingAddress')}
              autoComplete="street-address"
              aria-required={required}
              className="input"
            />
          )}
        </Field>
        <Field label={t`State`} error={errors.billingState?.message}>
          {(control) => (
            <select
              {...control}
              {...register('billingState')}
              defaultValue={user.state}
              aria-required={required}
              className="input"
            >
              <option value="">{t`Choose your state`}</option>
              {STATE_NAMES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </Field>
        {user.gstin && (
          <p className="text-xs text-slate-600">
            <Trans>Your invoice will carry your GSTIN {user.gstin}.</Trans>
          </p>
        )}
      </fieldset>
      <button type="submit" className="btn btn-primary w-full py-3 text-base" disabled={busy}>
        {busy ? t`Loading...` : t`Buy Now`}
      </button>
    </form>
  );
}
