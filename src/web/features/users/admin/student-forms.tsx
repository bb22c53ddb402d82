import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { grantCourseSchema, type StudentDetail } from '#common/schemas/students';
import { updateProfileSchema } from '#common/schemas/users';
import { Field } from '#web/components/field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useStudentWrite } from '../api/student-writes';
import './messages';

export interface CourseChoice {
  id: string;
  title: string;
}

const profileFields = [
  ['userName', msg`Name`, 'text'],
  ['email', msg`Email`, 'email'],
  ['mobileNo', msg`Mobile Number`, 'tel'],
] as const;

/** The student's name, e-mail and mobile number, as an admin corrects them. */
export function StudentProfileForm({ student }: { student: StudentDetail }) {
  const { t } = useLingui();
  const write = useStudentWrite(student._id);
  const { userName, email, mobileNo } = student;
  const form = useAppForm({
    schema: updateProfileSchema,
    defaultValues: { userName, email, mobileNo },
    submit: async (values) => {
      const result = await write.mutateAsync({ kind: 'profile', values });
      if (result.message) toast.success(result.message);
    },
  });
  return (
    <form {...form.formProps} className="grid gap-4 sm:grid-cols-3">
      {profileFields.map(([name, label, type]) => (
        <Field key={name} label={t(label)} error={form.errors[name]?.message}>
          {(control) => (
            <input {...control} {...form.register(name)} type={type} className="input" />
          )}
        </Field>
      ))}
      <div className="sm:col-span-3">
        <SubmitButton pending={form.pending}>
          <Trans>Save details</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/** Gives the student a course free, with the reason. */
export function GrantCourseForm({
  student,
  courses,
}: {
  student: StudentDetail;
  courses: CourseChoice[];
}) {
  const { t } = useLingui();
  const write = useStudentWrite(student._id);
  const owned = new Set(student.courses.map((c) => c._id));
  const form = useAppForm({
    schema: grantCourseSchema,
    defaultValues: { courseId: '', reason: '' },
    submit: async (values, { reset }) => {
      const result = await write.mutateAsync({ kind: 'grant', ...values });
      if (result.message) toast.success(result.message);
      reset();
    },
  });
  const { register, errors } = form;
  return (
    <form
      {...form.formProps}
      className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <Field label={t`Course to grant`} error={errors.courseId?.message}>
        {(control) => (
          <select {...control} {...register('courseId')} className="input">
            <option value="">{t`Choose a course`}</option>
            {courses
              .filter((c) => !owned.has(c.id))
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
          </select>
        )}
      </Field>
      <Field label={t`Reason`} error={errors.reason?.message}>
        {(control) => <input {...control} {...register('reason')} className="input" />}
      </Field>
      <SubmitButton pending={form.pending} className="btn btn-primary sm:mt-7">
        <Trans>Grant course</Trans>
      </SubmitButton>
    </form>
  );
}
