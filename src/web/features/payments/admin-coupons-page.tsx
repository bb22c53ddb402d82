import { useState, type FormEvent } from 'react';
import { formatRupees } from '#common/format';
import type { CourseDto } from '#common/schemas/courses';
import type { CouponDto } from '#common/schemas/money';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { couponsQuery, useCreateCoupon, useSetCouponActive } from './api/coupons';
import { SelectField, TextField, type FieldErrors } from './desk-fields';

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

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
      <span>{coupon.active ? 'Active' : 'Off'}</span>
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
  { header: 'Active', cell: (row) => <ActiveSwitch coupon={row} /> },
  { header: 'Created by', cell: (row) => row.createdBy },
];

const numberOrNull = (value: FormDataEntryValue | null) =>
  value === null || String(value).trim() === '' ? null : Number(value);

function CouponForm({ courses }: { courses: CourseDto[] | undefined }) {
  const createCoupon = useCreateCoupon();
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setErrors({});
    try {
      await createCoupon.mutateAsync({
        code: String(form.get('code') ?? ''),
        kind: form.get('kind') === 'flat' ? 'flat' : 'percent',
        value: Number(form.get('value')) || 0,
        courseId: String(form.get('courseId') ?? '') || null,
        validFrom: String(form.get('validFrom') ?? '') || null,
        validTo: String(form.get('validTo') ?? '') || null,
        maxUses: numberOrNull(form.get('maxUses')),
        perStudent: numberOrNull(form.get('perStudent')),
        active: form.get('active') === 'on',
      });
      toast.success('Coupon created');
      formElement.reset();
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      toast.error(error instanceof Error ? error.message : 'The coupon was not created.');
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-coupon"
      className="card w-full space-y-4"
    >
      <h2 id="new-coupon" className="text-lg font-bold">
        New coupon
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TextField label="Code" name="code" errors={errors} hint="e.g. ADMISSION25" required />
        <SelectField label="Kind" name="kind" errors={errors}>
          <option value="percent">Percent</option>
          <option value="flat">Flat amount (₹)</option>
        </SelectField>
        <TextField label="Discount" name="value" inputMode="decimal" errors={errors} required />
        <SelectField label="Course" name="courseId" errors={errors}>
          <option value="">All courses</option>
          {courses?.map((course) => (
            <option key={course._id} value={course._id}>
              {course.courseTitle}
            </option>
          ))}
        </SelectField>
        <TextField label="Valid from" name="validFrom" type="date" errors={errors} />
        <TextField label="Valid to" name="validTo" type="date" errors={errors} />
        <TextField
          label="Total uses"
          name="maxUses"
          inputMode="numeric"
          errors={errors}
          hint="Empty: no limit"
        />
        <TextField
          label="Uses per student"
          name="perStudent"
          inputMode="numeric"
          defaultValue="1"
          errors={errors}
          hint="Empty: no limit"
        />
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input type="checkbox" name="active" defaultChecked className="size-4" />
        Active
      </label>
      <SubmitButton pending={createCoupon.isPending}>Create Coupon</SubmitButton>
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
