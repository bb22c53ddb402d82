import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '#common/format';
import { STATE_NAMES, type StateName } from '#common/indian-states';
import type { CourseSummaryDto } from '#common/schemas/courses';
import { DESK_MODES, modeLabels, type Fee } from '#common/schemas/money';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { deskStudentQuery } from './api/desk-student-query';
import { useEnrollFree, useRecordDeskPayment } from './api/desk-writes';
import { DeskFees } from './desk-fees';
import { SelectField, TextField, type FieldErrors } from './desk-fields';

const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

const errorsOf = (error: unknown): FieldErrors =>
  error instanceof ApiError ? (error.errors ?? {}) : {};

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** The front desk: find or make the student, take a payment (in parts), or give a free place. */
export function AdminFrontDeskPage({ courses }: { courses: CourseSummaryDto[] | undefined }) {
  const [email, setEmail] = useState('');
  const [courseId, setCourseId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const lookup = useQuery(deskStudentQuery(email));
  const recordPayment = useRecordDeskPayment();
  const enrollFree = useEnrollFree();
  const student = lookup.data?.user;
  const isNew = lookup.status === 'success' && !student;
  const fee: Fee | undefined = lookup.data?.fees.find((f) => f.courseId === courseId);
  const course = courses?.find((c) => c._id === courseId);

  const studentFields = (form: FormData) => ({
    email,
    courseId,
    ...(isNew
      ? {
          userName: text(form, 'userName'),
          mobileNo: text(form, 'mobileNo'),
          state: text(form, 'state') as StateName | '',
          address: text(form, 'address'),
        }
      : {}),
  });

  const failed = (error: unknown) => {
    setErrors(errorsOf(error));
    toast.error(error instanceof Error ? error.message : 'Something went wrong.');
  };

  const onFind = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setEmail(text(new FormData(event.currentTarget), 'email').trim().toLowerCase());
  };

  const onPay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setErrors({});
    try {
      const { data } = await recordPayment.mutateAsync({
        ...studentFields(form),
        amount: Number(text(form, 'amount')) || 0,
        mode: text(form, 'mode') as (typeof DESK_MODES)[number],
        reference: text(form, 'reference'),
        paidOn: text(form, 'paidOn'),
        giveAccessNow: form.get('giveAccessNow') === 'on',
      });
      toast.success(
        data && data.balance > 0
          ? `Payment recorded. Balance due: ${formatRupees(data.balance)}`
          : 'Payment recorded. The fee is paid in full.',
      );
      (formElement.elements.namedItem('amount') as HTMLInputElement).value = '';
      (formElement.elements.namedItem('reference') as HTMLInputElement).value = '';
    } catch (error) {
      failed(error);
    }
  };

  const onEnroll = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setErrors({});
    try {
      const { message } = await enrollFree.mutateAsync({
        ...studentFields(form),
        reason: text(form, 'reason'),
      });
      toast.success(message ?? 'Enrolled');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Front Desk">
        Take fees in cash, UPI, card or bank transfer, in parts if need be, and give free places.
        Every payment is recorded with your name and the time.
      </AdminPageIntro>

      <section aria-labelledby="desk-student" className="card space-y-4">
        <h2 id="desk-student" className="text-lg font-bold">
          1. Student
        </h2>
        <form noValidate onSubmit={onFind} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              label="Student e-mail"
              name="email"
              type="email"
              inputMode="email"
              errors={errors}
              required
            />
          </div>
          <button type="submit" className="btn btn-outline mb-[1.625rem]">
            Find Student
          </button>
        </form>
        {email && lookup.status === 'pending' && <p role="status">Looking for the student…</p>}
        {lookup.status === 'error' && (
          <p role="alert" className="text-red-700">
            {lookup.error.message}
          </p>
        )}
        {student && (
          <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm">
            <strong className="text-ink">{student.userName || student.email}</strong> ·{' '}
            {student.email}
            {student.mobileNo && ` · ${student.mobileNo}`}
            {student.state && ` · ${student.state}`}
          </p>
        )}
        {isNew && (
          <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            No account uses {email}. Fill in the new student&apos;s details below: the account is
            made with the payment and the student is e-mailed a link to choose a password.
          </p>
        )}
      </section>

      {(student || isNew) && (
        <>
          <section aria-labelledby="desk-course" className="card space-y-4">
            <h2 id="desk-course" className="text-lg font-bold">
              2. Course
            </h2>
            <SelectField
              label="Course"
              name="courseId"
              errors={errors}
              value={courseId}
              onChange={setCourseId}
            >
              <option value="">Choose a course</option>
              {courses?.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.courseTitle} ({formatRupees(c.coursePrice)})
                </option>
              ))}
            </SelectField>
            {course && (
              <p role="status" className="text-sm text-slate-700">
                {fee
                  ? `Fee ${formatRupees(fee.fee)} · Paid ${formatRupees(fee.paid)} · Balance due ${formatRupees(fee.balance)}${fee.hasAccess ? ' · Has access' : ''}`
                  : student?.enrolledCourse.includes(course._id)
                    ? 'The student already has this course.'
                    : `Nothing paid yet. Fee ${formatRupees(course.coursePrice)} (plus GST when prices exclude it).`}
              </p>
            )}
          </section>

          {courseId && (
            <div className="grid gap-6 xl:grid-cols-2">
              <form
                noValidate
                onSubmit={onPay}
                aria-labelledby="desk-pay"
                className="card space-y-4"
              >
                <h2 id="desk-pay" className="text-lg font-bold">
                  3. Record a payment
                </h2>
                {isNew && <NewStudentFields errors={errors} />}
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Amount (₹)"
                    name="amount"
                    inputMode="decimal"
                    errors={errors}
                    required
                  />
                  <SelectField label="Mode" name="mode" errors={errors}>
                    {DESK_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {modeLabels[mode]}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label="Reference"
                    name="reference"
                    errors={errors}
                    hint="UPI transaction id, cheque or receipt number"
                  />
                  <TextField
                    label="Date"
                    name="paidOn"
                    type="date"
                    defaultValue={indiaToday()}
                    errors={errors}
                    required
                  />
                </div>
                <label className="flex items-center gap-3 text-sm font-semibold">
                  <input type="checkbox" name="giveAccessNow" className="size-4" />
                  Give access now (before the fee is paid in full)
                </label>
                <SubmitButton pending={recordPayment.isPending}>Record Payment</SubmitButton>
              </form>

              <form
                noValidate
                onSubmit={onEnroll}
                aria-labelledby="desk-free"
                className="card space-y-4"
              >
                <h2 id="desk-free" className="text-lg font-bold">
                  Or enroll without payment
                </h2>
                {isNew && <NewStudentFields errors={errors} />}
                <TextField
                  label="Reason"
                  name="reason"
                  errors={errors}
                  hint="Scholarship, staff, …"
                  required
                />
                <SubmitButton pending={enrollFree.isPending} className="btn btn-outline">
                  Enroll Without Payment
                </SubmitButton>
              </form>
            </div>
          )}
        </>
      )}

      <DeskFees />
    </div>
  );
}

function NewStudentFields({ errors }: { errors: FieldErrors }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">New student</legend>
      <TextField label="Name" name="userName" errors={errors} required />
      <TextField label="Mobile number" name="mobileNo" inputMode="tel" errors={errors} />
      <SelectField label="State" name="state" errors={errors}>
        <option value="">Not known</option>
        {STATE_NAMES.map((state) => (
          <option key={state}>{state}</option>
        ))}
      </SelectField>
      <TextField label="Address" name="address" errors={errors} />
    </fieldset>
  );
}
