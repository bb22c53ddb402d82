import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { courseMessages, resourceTitleSchema } from '#common/schemas/courses';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { Field } from '../../components/field';
import { fileInputClass } from '../../components/file-input-class';
import { SubmitButton } from '../../components/submit-button';
import { courseKeys } from '../../lib/course-queries';
import { allCoursesQuery } from './api/admin-courses-query';
import {
  addTitledResource,
  removeTitledResource,
  titledResourcesQuery,
  type TitledResourceKind,
} from './api/course-files';
import { CourseOptions } from './course-options';
import { fileListSchema } from './course-form-schema';
import { DeleteFileButton } from './delete-file-button';

/** What differs between Add EBook and Add PPT. */
export interface TitledResourceText {
  title: string;
  intro: string;
  /** "E-book", "Slide deck". */
  noun: string;
  fileHint: string;
  accept: string;
  listTitle: string;
  emptyText: string;
  added: string;
  addFailed: string;
  fetchFailed: string;
  deleted: string;
}

const resourceSchema = resourceTitleSchema.extend({
  courseId: z.string().min(1, courseMessages.courseRequired),
  file: fileListSchema(courseMessages.fileRequired, MAX_DOCUMENT_BYTES),
});

/** Add EBook and Add PPT: upload a titled file to a course, then list a course's files. */
export function TitledResourcePage({
  kind,
  text,
}: {
  kind: TitledResourceKind;
  text: TitledResourceText;
}) {
  const queryClient = useQueryClient();
  const pickerId = useId();
  const { data: courses } = useQuery(allCoursesQuery);
  const [shownCourse, setShownCourse] = useState('');
  const files = useQuery(titledResourcesQuery(kind, shownCourse));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resourceSchema),
    defaultValues: { courseId: '', title: '', file: undefined },
  });

  useEffect(() => {
    if (files.isError) toast.error(text.fetchFailed, { id: `${kind}-fetch` });
  }, [files.isError, kind, text.fetchFailed]);

  const reload = () => queryClient.invalidateQueries({ queryKey: courseKeys.all });

  const onSubmit = handleSubmit(async ({ courseId, title, file }) => {
    try {
      await addTitledResource(kind, courseId, title, file);
      toast.success(text.added);
      reset({ courseId, title: '', file: undefined });
      setShownCourse(courseId);
      await reload();
    } catch {
      toast.error(text.addFailed);
    }
  });

  const remove = async (fileId: string) => {
    try {
      await removeTitledResource(kind, fileId);
      toast.success(text.deleted);
      await reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to delete the file.');
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageIntro title={text.title}>{text.intro}</AdminPageIntro>
      <form noValidate onSubmit={onSubmit} className="card grid gap-5 md:grid-cols-2">
        <Field label="Course" error={errors.courseId?.message}>
          {(control) => (
            <select {...control} {...register('courseId')} className="input">
              <CourseOptions courses={courses} />
            </select>
          )}
        </Field>
        <Field label="Title" error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} className="input" />}
        </Field>
        <Field
          label={`${text.noun} file`}
          hint={text.fileHint}
          error={errors.file?.message}
          className="md:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...register('file')}
              type="file"
              accept={text.accept}
              className={fileInputClass}
            />
          )}
        </Field>
        <div className="md:col-span-2">
          <SubmitButton pending={isSubmitting}>Upload</SubmitButton>
        </div>
      </form>

      <section className="card space-y-5" aria-labelledby={`${pickerId}-title`}>
        <h2 id={`${pickerId}-title`} className="text-lg font-bold">
          {text.listTitle}
        </h2>
        <div className="max-w-md">
          <label htmlFor={pickerId} className="text-ink block text-sm font-semibold">
            Show the files of
          </label>
          <select
            id={pickerId}
            value={shownCourse}
            onChange={(event) => setShownCourse(event.target.value)}
            className="input mt-1.5"
          >
            <CourseOptions courses={courses} />
          </select>
        </div>
        <div aria-live="polite">
          {!shownCourse ? (
            <p className="text-slate-500">Choose a course to see its files.</p>
          ) : files.status === 'pending' ? (
            <p role="status">Loading…</p>
          ) : files.status === 'error' ? (
            <p role="alert" className="text-red-700">
              {text.fetchFailed}.{' '}
              <button
                type="button"
                className="text-brand-700 font-semibold underline"
                onClick={() => void files.refetch()}
              >
                Try again
              </button>
            </p>
          ) : files.data.length === 0 ? (
            <p className="text-slate-500">{text.emptyText}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {files.data.map((file) => (
                <li key={file._id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                  <a
                    href={file.url}
                    download
                    className="text-brand-700 min-w-0 text-sm font-medium break-words underline"
                  >
                    {file.title}
                  </a>
                  <DeleteFileButton fileTitle={file.title} onConfirm={() => remove(file._id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
