import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { courseMessages } from '#common/schemas/courses';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { StateMessage } from '../../components/state-message';
import { SubmitButton } from '../../components/submit-button';
import { courseKeys } from '../../lib/course-queries';
import { allCoursesQuery } from './api/admin-courses-query';
import { addSyllabus, removeSyllabus } from './api/course-files';
import { CourseOptions } from './course-options';
import { fileListSchema } from './course-form-schema';
import { DeleteFileButton } from './delete-file-button';

const syllabusSchema = z.object({
  courseId: z.string().min(1, courseMessages.courseRequired),
  syllabus: fileListSchema(courseMessages.fileRequired, MAX_DOCUMENT_BYTES),
});

export function AdminSyllabusPage() {
  const queryClient = useQueryClient();
  const { data: courses, status, refetch } = useQuery(allCoursesQuery);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(syllabusSchema),
    defaultValues: { courseId: '', syllabus: undefined },
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });

  const onSubmit = handleSubmit(async ({ courseId, syllabus }) => {
    try {
      const { message } = await addSyllabus(courseId, syllabus);
      toast.success(message ?? 'Syllabus added');
      reset({ courseId, syllabus: undefined });
      await reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to add the syllabus.');
    }
  });

  const remove = async (courseId: string, fileId: string) => {
    try {
      const { message } = await removeSyllabus(courseId, fileId);
      toast.success(message ?? 'Deleted');
      await reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to delete the file.');
    }
  };

  const withFiles = courses?.filter((course) => course.syllabus.length > 0) ?? [];

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Add Syllabus">
        Upload syllabus files for a course and manage the existing ones.
      </AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card grid gap-5 md:grid-cols-2">
        <Field label="Course" error={errors.courseId?.message}>
          {(control) => (
            <select {...control} {...register('courseId')} className="input">
              <CourseOptions courses={courses} />
            </select>
          )}
        </Field>
        <Field label="Syllabus file" hint="PDF, up to 25 MB." error={errors.syllabus?.message}>
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
          <SubmitButton pending={isSubmitting}>Upload Syllabus</SubmitButton>
        </div>
      </form>

      <section className="card" aria-labelledby="all-syllabus">
        <h2 id="all-syllabus" className="text-lg font-bold">
          All Syllabus Files
        </h2>
        <div className="mt-5">
          {status === 'pending' && <p role="status">Loading…</p>}
          {status === 'error' && (
            <StateMessage
              role="alert"
              title="The courses could not be loaded."
              action={
                <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
                  Try again
                </button>
              }
            />
          )}
          {status === 'success' && withFiles.length === 0 && (
            <p className="text-slate-500">No syllabus files have been uploaded yet.</p>
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
                      <DeleteFileButton
                        fileTitle={file.fileName}
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
