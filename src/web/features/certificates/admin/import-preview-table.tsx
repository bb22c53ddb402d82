import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportPreview } from '#common/schemas/certificate-import';
import './messages';

/** Every row of an import as the server read it; rows with problems stand out and say why. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useLingui();
  const rows = preview.rows.length;
  const { rowsWithProblems } = preview;
  return (
    <div
      role="region"
      aria-labelledby="preview-caption"
      tabIndex={0}
      className="relative overflow-x-auto"
    >
      <table className="w-full text-left text-sm">
        <caption id="preview-caption" className="text-ink pb-3 text-left text-lg font-bold">
          <Trans>
            Preview: {rows} rows, {rowsWithProblems} with problems
          </Trans>
        </caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {[
              t`Row`,
              t`Name`,
              t`Date of birth`,
              t`Course`,
              t`Issue date`,
              t`Grade`,
              t`PDF`,
              t`Send link to`,
              t`Problems`,
            ].map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr
              key={row.row}
              className={`border-t border-slate-100 ${row.problems.length ? 'bg-red-50' : ''}`}
            >
              <td className="px-3 py-2 tabular-nums">{row.row}</td>
              <td className="px-3 py-2 font-medium">{row.name}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.DOB}</td>
              <td className="px-3 py-2">{row.course}</td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.issueDate}</td>
              <td className="px-3 py-2">{row.grade ?? ''}</td>
              <td className="px-3 py-2">{row.file ?? t`Generated`}</td>
              <td className="px-3 py-2 break-all">
                {[row.phone, row.email].filter(Boolean).join(', ')}
              </td>
              <td className="px-3 py-2 font-medium text-red-800">
                {row.problems.length ? (
                  row.problems.join(' ')
                ) : (
                  <span className="text-green-800">
                    <Trans>None</Trans>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
