import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '#common/format';
import type { CourseSummaryDto } from '#common/schemas/courses';
import type { Fee } from '#common/schemas/money';
import { deskStudentSchema } from '#common/schemas/money';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { useAppForm } from '#web/lib/use-app-form';
import { deskStudentQuery } from '../api/desk-student-query';
import { DeskFees } from './desk-fees';
import { SelectField, TextField } from './desk-fields';
import { DeskPaymentForm, FreeEnrollmentForm } from './desk-forms';
import './messages';

const findSchema = deskStudentSchema.pick({ email: true });

/** The front desk: find or make the student, take a payment (in parts), or give a free place. */
export function AdminFrontDeskPage({ courses }: { courses: CourseSummaryDto[] | undefined }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [courseId, setCourseId] = useState('');
  const lookup = useQuery(deskStudentQuery(email));
  const student = lookup.data?.user;
  const isNew = lookup.status === 'success' && !student;
  const fee: Fee | undefined = lookup.data?.fees.find((f) => f.courseId === courseId);
  const course = courses?.find((c) => c._id === courseId);
  const feeLine = ({ fee: total, paid, balance, hasAccess }: Fee) => {
    const [feeText, paidText, dueText] = [total, paid, balance].map(formatRupees);
    const line = t`Fee ${feeText} · Paid ${paidText} · Balance due ${dueText}`;
    return hasAccess ? `${line} · ${t`Has access`}` : line;
  };
  const find = useAppForm({
    schema: findSchema,
    defaultValues: { email: '' },
    submit: async (values) => setEmail(values.email),
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Front Desk`}>
        <Trans>
          Take fees in cash, UPI, card or bank transfer, in parts if need be, and give free places.
          Every payment is recorded with your name and the time.
        </Trans>
      </AdminPageIntro>

      <section aria-labelledby="desk-student" className="card space-y-4">
        <h2 id="desk-student" className="text-lg font-bold">
          <Trans>1. Student</Trans>
        </h2>
        <form {...find.formProps} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <TextField
              label={t`Student e-mail`}
              type="email"
              inputMode="email"
              error={find.errors.email?.message}
              {...find.register('email')}
            />
          </div>
          <button type="submit" className="btn btn-outline mb-[1.625rem]">
            <Trans>Find Student</Trans>
          </button>
        </form>
        {email && lookup.status === 'pending' && (
          <p role="status">
            <Trans>Looking for the student…</Trans>
          </p>
        )}
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
            <Trans>
              No account uses {email}. Fill in the new student&apos;s details below: the account is
              made with the payment and the student is e-mailed a link to choose a password.
            </Trans>
          </p>
        )}
      </section>

      {(student || isNew) && (
        <>
          <section aria-labelledby="desk-course" className="card space-y-4">
            <h2 id="desk-course" className="text-lg font-bold">
              <Trans>2. Course</Trans>
            </h2>
            <SelectField
              label={t`Course`}
              value={courseId}
              onChange={(event) => setCourseId(event.target.value)}
            >
              <option value="">{t`Choose a course`}</option>
              {courses?.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.courseTitle} ({formatRupees(c.coursePrice)})
                </option>
              ))}
            </SelectField>
            {course && (
              <p role="status" className="text-sm text-slate-700">
                {fee
                  ? feeLine(fee)
                  : student?.enrolledCourse.includes(course._id)
                    ? t`The student already has this course.`
                    : t`Nothing paid yet. Fee ${formatRupees(course.coursePrice)} (plus GST when prices exclude it).`}
              </p>
            )}
          </section>

          {courseId && (
            <div key={`${email} ${courseId}`} className="grid gap-6 xl:grid-cols-2">
              <DeskPaymentForm
                email={email}
                courseId={courseId}
                isNew={isNew}
                gstin={student?.gstin ?? ''}
              />
              <FreeEnrollmentForm email={email} courseId={courseId} isNew={isNew} />
            </div>
          )}
        </>
      )}

      <DeskFees />
    </div>
  );
}
