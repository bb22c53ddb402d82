import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '#common/format';
import { Field } from '#web/components/field';
import { useAppForm } from '#web/lib/use-app-form';
import type { CouponState } from './use-coupon';
import './messages';

const loadSchema = async () => (await import('#common/schemas/money')).couponBoxSchema;

const gstNote = { included: msg`Price includes GST.`, added: msg`Includes 18% GST.`, none: null };

/** The coupon code field and, once a code applies, the price, the discount and what is paid. */
export function CouponBox({ coupon }: { coupon: CouponState }) {
  const { t } = useLingui();
  const { apply, remove, applied } = coupon;
  const form = useAppForm({
    schema: loadSchema,
    defaultValues: { couponCode: '' },
    submit: ({ couponCode }) => apply(couponCode),
    // The server's refusal of a code is about the code, whatever its status.
    onFailure: (error, { setError }) => {
      const message = error instanceof Error ? error.message : t`This coupon code is not valid.`;
      setError('couponCode', { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });
  const note = applied && gstNote[applied.gst];
  return (
    <div className="space-y-3">
      <form {...form.formProps} className="flex items-end gap-2">
        <Field
          label={t`Coupon code`}
          error={form.errors.couponCode?.message}
          className="min-w-0 flex-1"
        >
          {(control) => (
            <input
              {...control}
              {...form.register('couponCode')}
              className="input uppercase"
              autoComplete="off"
              maxLength={40}
            />
          )}
        </Field>
        <button
          type="submit"
          className="btn btn-outline mb-[1.625rem] shrink-0"
          disabled={form.pending}
        >
          {form.pending ? t`Checking...` : t`Apply`}
        </button>
      </form>
      {applied && (
        <dl
          aria-label={t`Price with coupon`}
          className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm"
        >
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">
              <Trans>Price</Trans>
            </dt>
            <dd className="tabular-nums">{formatRupees(applied.price)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-green-800">
            <dt>
              <Trans>Discount ({applied.couponCode})</Trans>
            </dt>
            <dd className="tabular-nums">− {formatRupees(applied.discount)}</dd>
          </div>
          <div className="text-ink flex justify-between gap-4 border-t border-slate-200 pt-1.5 font-bold">
            <dt>
              <Trans>Final price</Trans>
            </dt>
            <dd className="tabular-nums">{formatRupees(applied.total)}</dd>
          </div>
          {note && <p className="text-xs text-slate-500">{t(note)}</p>}
          <button
            type="button"
            className="text-brand-700 text-xs font-semibold underline"
            onClick={() => {
              remove();
              form.reset();
            }}
          >
            <Trans>Remove code</Trans>
          </button>
        </dl>
      )}
    </div>
  );
}
