import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDate, formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { couponInputSchema, type CouponDto } from '#common/schemas/money';
import { AdminListPage } from '#web/components/admin-list-page';
import { Label, type Column } from '#web/components/data-table';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { couponsQuery, useCreateCoupon, useSetCouponActive } from '../api/coupons';
import { SelectField, TextField } from './desk-fields';
import { couponStateLabels } from './payment-labels';
import './messages';

const day = (iso: string | null) => (iso ? formatCalendarDate(iso) : '—');

function ActiveSwitch({ coupon }: { coupon: CouponDto }) {
  const { t } = useLingui();
  const setActive = useSetCouponActive();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={coupon.active}
        disabled={setActive.isPending}
        onChange={(event) =>
          void setActive
            .mutateAsync({ id: coupon._id, active: event.target.checked })
            .then(({ message }) => toast.success(message ?? t`Saved`))
            .catch((error: unknown) =>
              toast.error(error instanceof Error ? error.message : t`Not saved.`),
            )
        }
      />
      <span>{coupon.active ? <Trans>On</Trans> : <Trans>Off</Trans>}</span>
      <span className="sr-only">: {coupon.code}</span>
    </label>
  );
}

const columns: Column<CouponDto>[] = [
  { header: msg`Code`, cell: (row) => row.code, className: 'font-mono text-ink font-semibold' },
  {
    header: msg`Discount`,
    cell: (row) => (row.kind === 'percent' ? `${row.value}%` : formatRupees(row.value)),
    className: 'tabular-nums whitespace-nowrap',
  },
  {
    header: msg`Course`,
    cell: (row) => row.course?.courseTitle ?? <Trans>All courses</Trans>,
  },
  {
    header: msg`Valid`,
    cell: (row) => `${day(row.validFrom)} – ${day(row.validTo)}`,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: msg`Uses`,
    cell: ({ uses, maxUses, perStudent }) => (
      <>
        {maxUses ? (
          <Trans>
            {uses} of {maxUses}
          </Trans>
        ) : (
          uses
        )}
        {perStudent ? (
          <>
            {' · '}
            <Trans>{perStudent} per student</Trans>
          </>
        ) : null}
      </>
    ),
    className: 'tabular-nums',
  },
  {
    header: msg`State`,
    cell: (row) => <Label words={couponStateLabels[row.state]} />,
    className: 'whitespace-nowrap',
  },
  { header: msg`Switch`, cell: (row) => <ActiveSwitch coupon={row} /> },
  { header: msg`Created by`, cell: (row) => row.createdBy },
];

const emptyOrNull = (value: string) => value || null;
// The form's own defaults (null) pass through here too, not only what is typed.
const numberOrNull = (value: string | number | null) =>
  value === null || String(value).trim() === '' ? null : Number(value);

const emptyCoupon = {
  code: '',
  kind: 'percent',
  courseId: null,
  validFrom: null,
  validTo: null,
  maxUses: null,
  perStudent: 1,
  active: true,
} as const;

function CouponForm({ courses }: { courses: CourseDto[] | undefined }) {
  const { t } = useLingui();
  const createCoupon = useCreateCoupon();
  const form = useAppForm({
    schema: couponInputSchema,
    defaultValues: emptyCoupon,
    failure: t`The coupon was not created.`,
    submit: async (values, { reset }) => {
      await createCoupon.mutateAsync(values);
      toast.success(t`Coupon created`);
      reset();
    },
  });
  const { register, errors } = form;

  return (
    <form {...form.formProps} aria-labelledby="new-coupon" className="card w-full space-y-4">
      <h2 id="new-coupon" className="text-lg font-bold">
        <Trans>New coupon</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TextField
          label={t`Code`}
          hint={t`e.g. ADMISSION25`}
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField label={t`Kind`} error={errors.kind?.message} {...register('kind')}>
          <option value="percent">{t`Percent`}</option>
          <option value="flat">{t`Flat amount (₹)`}</option>
        </SelectField>
        <TextField
          label={t`Discount`}
          inputMode="decimal"
          error={errors.value?.message}
          {...register('value', { valueAsNumber: true })}
        />
        <SelectField
          label={t`Course`}
          error={errors.courseId?.message}
          {...register('courseId', { setValueAs: emptyOrNull })}
        >
          <option value="">{t`All courses`}</option>
          {courses?.map((course) => (
            <option key={course._id} value={course._id}>
              {course.courseTitle}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Valid from`}
          type="date"
          error={errors.validFrom?.message}
          {...register('validFrom', { setValueAs: emptyOrNull })}
        />
        <TextField
          label={t`Valid to`}
          type="date"
          error={errors.validTo?.message}
          {...register('validTo', { setValueAs: emptyOrNull })}
        />
        <TextField
          label={t`Total uses`}
          inputMode="numeric"
          hint={t`Empty: no limit`}
          error={errors.maxUses?.message}
          {...register('maxUses', { setValueAs: numberOrNull })}
        />
        <TextField
          label={t`Uses per student`}
          inputMode="numeric"
          hint={t`Empty: no limit`}
          error={errors.perStudent?.message}
          {...register('perStudent', { setValueAs: numberOrNull })}
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" {...register('active')} className="size-4" />
        <Trans>Active</Trans>
      </label>
      <SubmitButton pending={form.pending}>
        <Trans>Create Coupon</Trans>
      </SubmitButton>
    </form>
  );
}

/** Discount codes: create them, see their uses, switch them off. */
export function AdminCouponsPage({ courses }: { courses: CourseDto[] | undefined }) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <AdminListPage
        title={t`Coupons`}
        intro={t`Discount codes for admissions: a percentage or a flat amount, for one course or all. A use counts only when the payment succeeds.`}
        actions={<CouponForm courses={courses} />}
        caption={t`Coupons`}
        columns={columns}
        rowKey={(row) => row._id}
        emptyText={t`No coupons yet.`}
        query={couponsQuery}
      />
    </div>
  );
}
