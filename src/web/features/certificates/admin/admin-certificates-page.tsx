import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { CertificateDto } from '#common/schemas/certificates';
import { deleteColumn, editColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { adminPaths } from '#common/admin-paths';
import { certificatesPageQuery } from '../api/certificates-page-query';
import { useDeleteCertificate } from '../api/delete-certificate';
import { CertificateStatusBadge } from '../check/certificate-status-badge';
import './messages';

function useColumns(remove: (row: CertificateDto) => Promise<unknown>): Column<CertificateDto>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Number`,
      cell: (row) => row.number,
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'number',
    },
    {
      header: t`Name`,
      cell: (row) => row.name,
      className: 'text-ink font-medium',
      sortKey: 'name',
    },
    { header: t`Course`, cell: (row) => row.course, sortKey: 'course' },
    {
      header: t`Date`,
      cell: (row) => formatDate(row.issueDate),
      className: 'whitespace-nowrap tabular-nums',
      sortKey: 'issued',
    },
    { header: t`Status`, cell: (row) => <CertificateStatusBadge status={row.status} /> },
    editColumn(
      (row) => adminPaths.certificateEdit.getHref(row._id),
      (row) => `${row.number} ${row.name}`,
    ),
    deleteColumn({
      remove,
      nameOf: (row) => `${row.number} (${row.name})`,
      title: t`Delete this certificate?`,
      consequence: t`will no longer verify: its page and QR code will say it does not exist. To withdraw it while keeping the record, revoke it instead.`,
    }),
  ];
}

export function AdminCertificatesPage() {
  const { t } = useLingui();
  const deleteCertificate = useDeleteCertificate();
  const columns = useColumns((row) => deleteCertificate.mutateAsync(row._id));
  return (
    <AdminListPage
      title={t`Certificates`}
      intro={t`Every certificate that can be verified on the website, newest first. The dates pick the day of issue.`}
      actions={
        <>
          <Link to={adminPaths.certificateImport.getHref()} className="btn btn-outline">
            <Trans>Import Certificates</Trans>
          </Link>
          <Link to={adminPaths.certificateUpload.getHref()} className="btn btn-primary">
            <Trans>Upload Certificate</Trans>
          </Link>
        </>
      }
      caption={t`Certificates`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No certificates yet.`}
      noMatchText={t`No certificate matches this search.`}
      toolbar={{
        searchHint: t`Number, name or course`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: [
              ['valid', t`Valid`],
              ['revoked', t`Revoked`],
            ],
          },
        ],
        dates: true,
        exportPath: '/certificate/export.csv',
      }}
      query={certificatesPageQuery}
    />
  );
}
