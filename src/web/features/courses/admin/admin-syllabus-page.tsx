import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseMessages } from '#common/schemas/courses';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { DeleteButton } from '#web/components/delete-button';
import { Field } from '#web/components/field';
import { fileInputClass } from '#web/components/file-input-class';
import { LoadError } from '#web/components/load-error';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddSyllabus } from '../api/add-syllabus';
import { allCoursesQuery } from '../api/all-courses-query';
import { useRemoveSyllabus } from '../api/remove-syllabus';
import { CourseOptions } from './course-options';
import { clearFileInputs } from '#web/lib/clear-file-inputs';
import { fileListSchema } from '#web/lib/file-list-schema';
import './messages';

const syllabusSchema = z.object({
  courseId: z.string().min(1, courseMessages.courseRequired),
  syllabus: fileListSchema(courseMessages.fileRequired, MAX_DOCUMENT_BYTES),
});

export function AdminSyllabusPage() {
  const { t } = useLingui();
  const addSyllabus = useAddSyllabus();
  const removeSyllabus = useRemoveSyllabus();
  const { data: courses, status, refetch } = useQuery(allCoursesQuery);
  const form = useAppForm({
    schema: syllabusSchema,
    defaultValues: { courseId: '', syllabus: undefined },
    fileField: 'syllabus',
    failure: t`Failed to add the syllabus.`,
    submit: async ({ courseId, syllabus }, { reset }, element) => {
      const { message } = await addSyllabus.mutateAsync({ courseId, file: syllabus });
      toast.success(message ?? t`Syllabus added`);
      reset({ courseId, syllabus: undefined });
      clearFileInputs(element);
    },
  });
  const { register, errors } = form;

  const remove = async (courseId: string, fileId: string) => {
    try {
      const { message } = await removeSyllabus.mutateAsync({ courseId, fileId });
      toast.success(message ?? t`Deleted`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Failed to delete the file.`);
    }
  };

  const withFiles = courses?.filter((course) => course.syllabus.length > 0) ?? [];

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Add Syllabus`}>
        <Trans>Upload syllabus files for a course and manage the existing ones.</Trans>
      </AdminPageIntro>
      <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
        <Field label={t`Course`} error={errors.courseId?.message}>
          {(control) => (
            <select {...control} {...register('courseId')} className="input">
              <CourseOptions courses={courses} />
            </select>
          )}
        </Field>
        <Field
          label={t`Syllabus file`}
          hint={t`PDF, up to 25 MB.`}
          error={errors.syllabus?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('syllabus')}
              type="file"
              accept=".pdf,application/pdf"
              className={fileInputClass}
            />
          )}
        </Field>
        <div className="md:col-span-2">
          <SubmitButton pending={form.pending}>
            <Trans>Upload Syllabus</Trans>
          </SubmitButton>
        </div>
      </form>

      <section className="card" aria-labelledby="all-syllabus">
        <h2 id="all-syllabus" className="text-lg font-bold">
          <Trans>All Syllabus Files</Trans>
        </h2>
        <div className="mt-5">
          {status === 'pending' && (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          )}
          {status === 'error' && (
            <LoadError title={t`The courses could not be loaded.`} onRetry={() => void refetch()} />
          )}
          {status === 'success' && withFiles.length === 0 && (
            <p className="text-slate-500">
              <Trans>No syllabus files have been uploaded yet.</Trans>
            </p>
          )}
          <div className="space-y-6">
            {withFiles.map((course) => (
              <div key={course._id}>
                <h3 className="text-base font-bold">{course.courseTitle}</h3>
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                  {course.syllabus.map((file) => (
                    <li
                      key={file._id}
                      className="flex items-center justify-between gap-3 px-4 py-2.5"
                    >
                      <a
                        href={file.fileUrl}
                        download
                        className="text-brand-700 min-w-0 text-sm font-medium break-words underline"
                      >
                        {file.fileName}
                      </a>
                      <DeleteButton
                        title={t`Delete this file?`}
                        itemName={file.fileName}
                        consequence={t`will be removed from the course. Students will no longer be able to download it.`}
                        onConfirm={() => remove(course._id, file._id)}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
