import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { courseMessages, resourceTitleSchema } from '#common/schemas/courses';
import { MAX_DOCUMENT_BYTES } from '#common/upload-limits';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { DeleteButton } from '#web/components/delete-button';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { fileInputClass } from '#web/components/file-input-class';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useAddTitledResource } from '../api/add-titled-resource';
import { allCoursesQuery } from '../api/all-courses-query';
import { useRemoveTitledResource } from '../api/remove-titled-resource';
import { titledResourcesQuery, type TitledResourceKind } from '../api/titled-resources';
import { CourseOptions } from './course-options';
import './messages';
import { clearFileInputs } from '#web/lib/clear-file-inputs';
import { fileListSchema } from '#web/lib/file-list-schema';

/** What differs between Add EBook and Add PPT, in the page's language. */
export interface TitledResourceText {
  title: string;
  intro: string;
  /** "E-book file", "Slide deck file". */
  fileLabel: string;
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
  const { t } = useLingui();
  const addFile = useAddTitledResource(kind);
  const removeFile = useRemoveTitledResource(kind);
  const pickerId = useId();
  const { data: courses } = useQuery(allCoursesQuery);
  const [shownCourse, setShownCourse] = useState('');
  const files = useQuery(titledResourcesQuery(kind, shownCourse));
  const form = useAppForm({
    schema: resourceSchema,
    defaultValues: { courseId: '', title: '', file: undefined },
    fileField: 'file',
    toastText: text.addFailed,
    submit: async ({ courseId, title, file }, { reset }, element) => {
      await addFile.mutateAsync({ courseId, title, file });
      toast.success(text.added);
      reset({ courseId, title: '', file: undefined });
      clearFileInputs(element);
      setShownCourse(courseId);
    },
  });
  const { register, errors } = form;

  useEffect(() => {
    if (files.isError) toast.error(text.fetchFailed, { id: `${kind}-fetch` });
  }, [files.isError, kind, text.fetchFailed]);

  const remove = async (fileId: string) => {
    try {
      await removeFile.mutateAsync(fileId);
      toast.success(text.deleted);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Failed to delete the file.`);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageIntro title={text.title}>{text.intro}</AdminPageIntro>
      <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
        <Field label={t`Course`} error={errors.courseId?.message}>
          {(control) => (
            <select {...control} {...register('courseId')} className="input">
              <CourseOptions courses={courses} />
            </select>
          )}
        </Field>
        <Field label={t`Title`} error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} className="input" />}
        </Field>
        <Field
          label={text.fileLabel}
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
          <SubmitButton pending={form.pending}>
            <Trans>Upload</Trans>
          </SubmitButton>
        </div>
      </form>

      <section className="card space-y-5" aria-labelledby={`${pickerId}-title`}>
        <h2 id={`${pickerId}-title`} className="text-lg font-bold">
          {text.listTitle}
        </h2>
        <div className="max-w-md">
          <label htmlFor={pickerId} className="text-ink block text-sm font-semibold">
            <Trans>Show the files of</Trans>
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
            <p className="text-slate-500">
              <Trans>Choose a course to see its files.</Trans>
            </p>
          ) : files.status === 'pending' ? (
            <p role="status">
              <Trans>Loading…</Trans>
            </p>
          ) : files.status === 'error' ? (
            <LoadError inline title={`${text.fetchFailed}.`} onRetry={() => void files.refetch()} />
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
                  <DeleteButton
                    title={t`Delete this file?`}
                    itemName={file.title}
                    consequence={t`will be removed from the course. Students will no longer be able to download it.`}
                    onConfirm={() => remove(file._id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
