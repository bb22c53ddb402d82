import { useState } from 'react';
import { Link } from 'react-router';
import type { ImportPreview } from '#common/schemas/certificate-import';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { fileInputClass } from '#web/components/file-input-class';
import { SubmitButton } from '#web/components/submit-button';
import { paths } from '#common/paths';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import type { ImportFiles } from '../api/import-form-data';
import { usePreviewImport } from '../api/preview-import';
import { useRunImport } from '../api/run-import';
import { certificateImportFormSchema } from './certificate-form-schema';
import { ImportPreviewTable } from './import-preview-table';

function ImportProgress({ sent, rows }: { sent: number; rows: number }) {
  const issuing = sent >= 1;
  return (
    <div className="space-y-2" role="status">
      <p className="font-semibold">
        {issuing ? `Issuing ${rows} certificates…` : `Sending the file… ${Math.round(sent * 100)}%`}
      </p>
      {issuing ? (
        <progress aria-label="Import progress" className="w-full" />
      ) : (
        <progress aria-label="Import progress" className="w-full" max={1} value={sent} />
      )}
    </div>
  );
}

export function AdminCertificateImportPage() {
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
      const message = error instanceof Error ? error.message : 'The CSV could not be read.';
      setError('csv', { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });

  const onImport = async () => {
    if (!files) return;
    setSent(0);
    try {
      const { message } = await runImport.mutateAsync({ ...files, onProgress: setSent });
      // The page shows the result in a status region; a toast as well would be read out twice.
      setDone(message ?? 'Imported');
      setPreview(null);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Nothing was imported.');
    } finally {
      setSent(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Import Certificates">
        Issue many certificates from a CSV with the columns name, date of birth, course, issue date
        and, optionally, grade and file. Rows without a file of their own get a certificate made
        from the site’s template. Nothing is stored until every row is right.
      </AdminPageIntro>
      <form {...form.formProps} className="card grid gap-5 md:grid-cols-2">
        <Field
          label="CSV file"
          hint="Dates as YYYY-MM-DD or DD/MM/YYYY."
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
          label="PDFs named in the file column (optional)"
          hint="PDF only, up to 25 MB each."
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
          <SubmitButton pending={form.pending}>Preview</SubmitButton>
        </div>
      </form>

      {preview && (
        <section className="card space-y-5" aria-label="Import preview">
          <ImportPreviewTable preview={preview} />
          {sent !== null ? (
            <ImportProgress sent={sent} rows={preview.rows.length} />
          ) : preview.rowsWithProblems > 0 ? (
            <p role="alert" className="font-semibold text-red-800">
              Fix the rows with problems in the CSV, then preview it again. Nothing has been stored.
            </p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void onImport()}>
              Import {preview.rows.length} Certificates
            </button>
          )}
        </section>
      )}

      {done && (
        <div role="status" className="card space-y-4">
          <p className="text-ink text-lg font-bold">{done}</p>
          <Link to={paths.admin.certificates.getHref()} className="btn btn-outline">
            View Certificates
          </Link>
        </div>
      )}
    </div>
  );
}
