import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatRupees } from '#common/format';
import { adminPaths } from '#common/admin-paths';
import { courseSourceLabels, type StudentDetail } from '#common/schemas/students';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { toast } from '#web/lib/toast';
import { studentQuery } from '../api/student-query';
import { useSendResetLink, useStudentWrite } from '../api/student-writes';
import { GrantCourseForm, StudentProfileForm, type CourseChoice } from './student-forms';
import './messages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-ink text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-sm">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-500">{children}</p>;
}

function AccountActions({ student }: { student: StudentDetail }) {
  const { t } = useLingui();
  const write = useStudentWrite(student._id);
  const reset = useSendResetLink(student._id);
  const sendReset = async () => {
    const result = await reset.mutateAsync();
    if (result.message) toast.success(result.message);
  };
  const setActive = async (active: boolean) => {
    const result = await write.mutateAsync({ kind: 'active', active });
    if (result.message) toast.success(result.message);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="mr-auto">
        <Trans>
          Account:{' '}
          <strong className={student.deactivated ? 'text-red-700' : 'text-green-700'}>
            {student.deactivated ? t`Deactivated` : t`Active`}
          </strong>
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={reset.isPending}
        onClick={() => void sendReset().catch(() => undefined)}
      >
        {reset.isPending ? t`Loading...` : t`Send password-reset e-mail`}
      </button>
      {student.deactivated ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void setActive(true).catch(() => undefined)}
        >
          <Trans>Reactivate account</Trans>
        </button>
      ) : (
        <ConfirmDialog
          title={t`Deactivate this account?`}
          description={t`${student.userName || student.email} will be logged out everywhere and cannot log in until reactivated. Their records stay.`}
          confirmLabel={t`Deactivate`}
          onConfirm={() => setActive(false).catch(() => undefined)}
        >
          <button type="button" className="btn btn-outline text-red-700">
            <Trans>Deactivate account</Trans>
          </button>
        </ConfirmDialog>
      )}
    </div>
  );
}

function Courses({ student, courses }: { student: StudentDetail; courses: CourseChoice[] }) {
  const { t } = useLingui();
  const write = useStudentWrite(student._id);
  const withdraw = async (courseId: string, title: string) => {
    const reason = window.prompt(t`Why is "${title}" being withdrawn?`)?.trim();
    if (!reason) return;
    const result = await write.mutateAsync({ kind: 'withdraw', courseId, reason });
    if (result.message) toast.success(result.message);
  };
  return (
    <>
      {student.courses.length === 0 ? (
        <Empty>
          <Trans>No courses yet.</Trans>
        </Empty>
      ) : (
        <ul className="divide-y divide-slate-100">
          {student.courses.map((course) => (
            <li key={course._id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="mr-auto">
                <p className="text-ink font-semibold">{course.courseTitle}</p>
                <p className="text-slate-500">
                  <Trans>
                    {courseSourceLabels[course.source]} on {formatDate(course.since)}
                  </Trans>
                  {course.reason ? ` — ${course.reason}` : ''}
                </p>
                {course.filesPaused && (
                  <p className="font-semibold text-red-800">
                    <Trans>Files paused: a part of the fee is overdue past the grace period.</Trans>
                  </p>
                )}
              </div>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void withdraw(course._id, course.courseTitle).catch(() => undefined)}
              >
                <Trans>
                  Withdraw<span className="sr-only"> {course.courseTitle}</span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <GrantCourseForm student={student} courses={courses} />
    </>
  );
}

function StudentSections({
  student,
  courses,
  batches,
  guardians,
  idCard,
  marksheets,
}: {
  student: StudentDetail;
  courses: CourseChoice[];
  batches?: ReactNode;
  guardians?: ReactNode;
  idCard?: ReactNode;
  marksheets?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <Section title={t`Profile`}>
        <p className="text-slate-500">
          <Trans>Joined on {formatDate(student.createdAt)}</Trans>
        </p>
        <StudentProfileForm student={student} />
        <AccountActions student={student} />
      </Section>
      <Section title={t`Courses`}>
        <Courses student={student} courses={courses} />
      </Section>
      {/* Guardians, batches, ID cards and marksheets are a student's: an admin account has none. */}
      {student.role === 'student' && (
        <>
          {guardians && <Section title={t`Guardians`}>{guardians}</Section>}
          {batches && <Section title={t`Batches`}>{batches}</Section>}
          {idCard && <Section title={t`ID card`}>{idCard}</Section>}
          {marksheets && <Section title={t`Marksheets`}>{marksheets}</Section>}
        </>
      )}
      <Section title={t`Payments`}>
        {student.payments.length === 0 ? (
          <Empty>
            <Trans>No payments.</Trans>
          </Empty>
        ) : (
          <ul className="divide-y divide-slate-100">
            {student.payments.map((p) => (
              <li key={p._id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-ink font-medium">{p.courseTitle}</span>
                <span className="tabular-nums">
                  {formatRupees(p.amount)} · <span className="capitalize">{p.status}</span> ·{' '}
                  {formatDate(p.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t`Reviews`}>
        {student.reviews.length === 0 ? (
          <Empty>
            <Trans>No reviews.</Trans>
          </Empty>
        ) : (
          <ul className="space-y-2">
            {student.reviews.map((r) => (
              <li key={r._id}>
                “{r.message}”{' '}
                <span className="text-slate-500">
                  ({r.status}, {formatDate(r.createdAt)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t`Enquiries`}>
        {student.enquiries.length === 0 ? (
          <Empty>
            <Trans>No enquiries.</Trans>
          </Empty>
        ) : (
          <ul className="space-y-2">
            {student.enquiries.map((e) => (
              <li key={e._id}>
                <span className="font-medium capitalize">{e.kind}</span>: {e.summary}{' '}
                <span className="text-slate-500">
                  ({e.status}, {formatDate(e.createdAt)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/**
 * One student, from the users table: what they have and what an admin may change. `batches`,
 * `guardians`, `idCard` and `marksheets` are those features' controls, given by the route
 * (features do not import each other).
 */
export function AdminStudentPage({
  courses,
  batches,
  guardians,
  idCard,
  marksheets,
}: {
  courses: CourseChoice[];
  batches?: ReactNode;
  guardians?: ReactNode;
  idCard?: ReactNode;
  marksheets?: ReactNode;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useQuery(studentQuery(id));
  return (
    <AdminEditPage
      title={t`Student`}
      intro={t`Profile, courses and how each was gained, payments, reviews and enquiries.`}
      query={query}
      noun={t`student`}
      back={{ href: adminPaths.users.getHref(), label: t`Back to users` }}
      nameOf={(student) => student.userName || student.email}
    >
      {(student) => (
        <StudentSections
          student={student}
          courses={courses}
          batches={batches}
          guardians={guardians}
          idCard={idCard}
          marksheets={marksheets}
        />
      )}
    </AdminEditPage>
  );
}
