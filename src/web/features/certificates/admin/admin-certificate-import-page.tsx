import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportPreview } from '#common/schemas/certificate-import';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { fileInputClass } from '#web/components/file-input-class';
import { SubmitButton } from '#web/components/submit-button';
import { adminPaths } from '#common/admin-paths';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import type { ImportFiles } from '../api/import-form-data';
import { usePreviewImport } from '../api/preview-import';
import { useRunImport } from '../api/run-import';
import { certificateImportFormSchema } from './certificate-form-schema';
import { ImportPreviewTable } from './import-preview-table';
import './messages';

function ImportProgress({ sent, rows }: { sent: number; rows: number }) {
  const { t } = useLingui();
  const issuing = sent >= 1;
  const percent = Math.round(sent * 100);
  return (
    <div className="space-y-2" role="status">
      <p className="font-semibold">
        {issuing ? t`Issuing ${rows} certificates…` : t`Sending the file… ${percent}%`}
      </p>
      {issuing ? (
        <progress aria-label={t`Import progress`} className="w-full" />
      ) : (
        <progress aria-label={t`Import progress`} className="w-full" max={1} value={sent} />
      )}
    </div>
  );
}

export function AdminCertificateImportPage() {
  const { t } = useLingui();
  const previewImport = usePreviewImport();
  const runImport = useRunImport();
  const [files, setFiles] = useState<ImportFiles | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useAppForm({
    schema: certificateImportFormSchema,
    defaultValues: { csv: undefined, pdfs: undefined },
    submit: async (chosen) => {
      setDone(null);
      const { data } = await previewImport.mutateAsync(chosen);
      setFiles(chosen);
      setPreview(data ?? null);
    },
    // Whatever stops a preview is about the CSV: it is told under its field.
    onFailure: (error, { setError }) => {
      setPreview(null);
      const message = error instanceof Error ? error.message : t`The CSV could not be read.`;
      setError('csv', { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });

  const failureOf = (error: unknown) => {
    if (!(error instanceof Error)) return t`Nothing was imported.`;
    if (error.message) return error.message;
    if (!(error instanceof ApiError)) return t`Nothing was imported.`;
    const { status } = error;
    return status === 0
      ? t`Cannot reach the server. Check your connection and try again.`
      : t`The import failed (${status}).`;
  };

  const onImport = async () => {
    if (!files) return;
    setSent(0);
    try {
      const { message } = await runImport.mutateAsync({ ...files, onProgress: setSent });
      // The page shows the result in a status region; a toast as well would be read out twice.
      setDone(message ?? t`Imported`);
      setPreview(null);
    } catch (error) {
      toast.error(failureOf(error));
    } finally {
      setSent(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Import Certificates`}>
        <Trans>
          Issue many certificates from a CSV with the columns name, date of birth, course, issue
          date and, optionally, grade, file, email and phone. Rows without a file of their own get a
          certificate made from the site’s template. A row with a phone or an email sends the
          student the verification link. Nothing is stored until every row is right.
        </Trans>
      </AdminPageIntro>
      <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
        <Field
          label={t`CSV file`}
          hint={t`Dates as YYYY-MM-DD or DD/MM/YYYY.`}
          error={form.errors.csv?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('csv')}
              type="file"
              accept=".csv,text/csv"
              className={fileInputClass}
            />
          )}
        </Field>
        <Field
          label={t`PDFs named in the file column (optional)`}
          hint={t`PDF only, up to 25 MB each.`}
          error={form.errors.pdfs?.message}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('pdfs')}
              type="file"
              multiple
              accept=".pdf,application/pdf"
              className={fileInputClass}
            />
          )}
        </Field>
        <div className="md:col-span-2">
          <SubmitButton pending={form.pending}>
            <Trans>Preview</Trans>
          </SubmitButton>
        </div>
      </form>

      {preview && (
        <section className="card space-y-5" aria-label={t`Import preview`}>
          <ImportPreviewTable preview={preview} />
          {sent !== null ? (
            <ImportProgress sent={sent} rows={preview.rows.length} />
          ) : preview.rowsWithProblems > 0 ? (
            <p role="alert" className="font-semibold text-red-800">
              <Trans>
                Fix the rows with problems in the CSV, then preview it again. Nothing has been
                stored.
              </Trans>
            </p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void onImport()}>
              <Trans>Import {preview.rows.length} Certificates</Trans>
            </button>
          )}
        </section>
      )}

      {done && (
        <div role="status" className="card space-y-4">
          <p className="text-ink text-lg font-bold">{done}</p>
          <Link to={adminPaths.certificates.getHref()} className="btn btn-outline">
            <Trans>View Certificates</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
