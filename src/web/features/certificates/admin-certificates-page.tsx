import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { CertificateDto } from '#common/schemas/certificates';
import { deleteColumn, editColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { paths } from '#common/paths';
import { certificatesPageQuery } from './api/certificates-page-query';
import { useDeleteCertificate } from './api/delete-certificate';
import { CertificateStatusBadge } from './check/certificate-status-badge';

const columnsWith = (
  remove: (row: CertificateDto) => Promise<unknown>,
): Column<CertificateDto>[] => [
  {
    header: 'Number',
    cell: (row) => row.number,
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'number',
  },
  { header: 'Name', cell: (row) => row.name, className: 'text-ink font-medium', sortKey: 'name' },
  { header: 'Course', cell: (row) => row.course, sortKey: 'course' },
  {
    header: 'Date',
    cell: (row) => formatDate(row.issueDate),
    className: 'whitespace-nowrap tabular-nums',
    sortKey: 'issued',
  },
  { header: 'Status', cell: (row) => <CertificateStatusBadge status={row.status} /> },
  editColumn(
    (row) => paths.admin.certificateEdit.getHref(row._id),
    (row) => `${row.number} ${row.name}`,
  ),
  deleteColumn({
    remove,
    nameOf: (row) => `${row.number} (${row.name})`,
    title: 'Delete this certificate?',
    consequence:
      'will no longer verify: its page and QR code will say it does not exist. To withdraw it while keeping the record, revoke it instead.',
  }),
];

export function AdminCertificatesPage() {
  const deleteCertificate = useDeleteCertificate();
  return (
    <AdminListPage
      title="Certificates"
      intro="Every certificate that can be verified on the website, newest first. The dates pick the day of issue."
      actions={
        <>
          <Link to={paths.admin.certificateImport.getHref()} className="btn btn-outline">
            Import Certificates
          </Link>
          <Link to={paths.admin.certificateUpload.getHref()} className="btn btn-primary">
            Upload Certificate
          </Link>
        </>
      }
      caption="Certificates"
      columns={columnsWith((row) => deleteCertificate.mutateAsync(row._id))}
      rowKey={(row) => row._id}
      emptyText="No certificates yet."
      noMatchText="No certificate matches this search."
      toolbar={{
        searchHint: 'Number, name or course',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: [
              ['valid', 'Valid'],
              ['revoked', 'Revoked'],
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
