import { formatCalendarDate, formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import { couponInputSchema, type CouponDto } from '#common/schemas/money';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { couponsQuery, useCreateCoupon, useSetCouponActive } from './api/coupons';
import { SelectField, TextField } from './desk-fields';

const day = (iso: string | null) => (iso ? formatCalendarDate(iso) : '—');

function ActiveSwitch({ coupon }: { coupon: CouponDto }) {
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
            .then(({ message }) => toast.success(message ?? 'Saved'))
            .catch((error: unknown) =>
              toast.error(error instanceof Error ? error.message : 'Not saved.'),
            )
        }
      />
      <span>{coupon.active ? 'On' : 'Off'}</span>
      <span className="sr-only">: {coupon.code}</span>
    </label>
  );
}

const columns: Column<CouponDto>[] = [
  { header: 'Code', cell: (row) => row.code, className: 'font-mono text-ink font-semibold' },
  {
    header: 'Discount',
    cell: (row) => (row.kind === 'percent' ? `${row.value}%` : formatRupees(row.value)),
    className: 'tabular-nums whitespace-nowrap',
  },
  { header: 'Course', cell: (row) => row.course?.courseTitle ?? 'All courses' },
  {
    header: 'Valid',
    cell: (row) => `${day(row.validFrom)} – ${day(row.validTo)}`,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Uses',
    cell: (row) =>
      `${row.uses}${row.maxUses ? ` of ${row.maxUses}` : ''}${row.perStudent ? ` · ${row.perStudent} per student` : ''}`,
    className: 'tabular-nums',
  },
  { header: 'State', cell: (row) => row.state, className: 'whitespace-nowrap' },
  { header: 'Switch', cell: (row) => <ActiveSwitch coupon={row} /> },
  { header: 'Created by', cell: (row) => row.createdBy },
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
  const createCoupon = useCreateCoupon();
  const form = useAppForm({
    schema: couponInputSchema,
    defaultValues: emptyCoupon,
    failure: 'The coupon was not created.',
    submit: async (values, { reset }) => {
      await createCoupon.mutateAsync(values);
      toast.success('Coupon created');
      reset();
    },
  });
  const { register, errors } = form;

  return (
    <form {...form.formProps} aria-labelledby="new-coupon" className="card w-full space-y-4">
      <h2 id="new-coupon" className="text-lg font-bold">
        New coupon
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TextField
          label="Code"
          hint="e.g. ADMISSION25"
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
          <option value="percent">Percent</option>
          <option value="flat">Flat amount (₹)</option>
        </SelectField>
        <TextField
          label="Discount"
          inputMode="decimal"
          error={errors.value?.message}
          {...register('value', { valueAsNumber: true })}
        />
        <SelectField
          label="Course"
          error={errors.courseId?.message}
          {...register('courseId', { setValueAs: emptyOrNull })}
        >
          <option value="">All courses</option>
          {courses?.map((course) => (
            <option key={course._id} value={course._id}>
              {course.courseTitle}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Valid from"
          type="date"
          error={errors.validFrom?.message}
          {...register('validFrom', { setValueAs: emptyOrNull })}
        />
        <TextField
          label="Valid to"
          type="date"
          error={errors.validTo?.message}
          {...register('validTo', { setValueAs: emptyOrNull })}
        />
        <TextField
          label="Total uses"
          inputMode="numeric"
          hint="Empty: no limit"
          error={errors.maxUses?.message}
          {...register('maxUses', { setValueAs: numberOrNull })}
        />
        <TextField
          label="Uses per student"
          inputMode="numeric"
          hint="Empty: no limit"
          error={errors.perStudent?.message}
          {...register('perStudent', { setValueAs: numberOrNull })}
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" {...register('active')} className="size-4" />
        Active
      </label>
      <SubmitButton pending={form.pending}>Create Coupon</SubmitButton>
    </form>
  );
}

/** Discount codes: create them, see their uses, switch them off. */
export function AdminCouponsPage({ courses }: { courses: CourseDto[] | undefined }) {
  return (
    <div className="space-y-6">
      <AdminListPage
        title="Coupons"
        intro="Discount codes for admissions: a percentage or a flat amount, for one course or all. A use counts only when the payment succeeds."
        actions={<CouponForm courses={courses} />}
        caption="Coupons"
        columns={columns}
        rowKey={(row) => row._id}
        emptyText="No coupons yet."
        query={couponsQuery}
      />
    </div>
  );
}
