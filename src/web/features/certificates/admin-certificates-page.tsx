import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDate } from '#common/format';
import type { CertificateDto } from '#common/schemas/certificates';
import { deleteColumn, editColumn } from '../../components/admin-columns';
import { AdminListPage } from '../../components/admin-list-page';
import type { Column } from '../../components/data-table';
import { paths } from '#common/paths';
import { usePageParam } from '../../lib/use-page-param';
import { certificatesPageQuery } from './api/certificates-page-query';
import { useDeleteCertificate } from './api/delete-certificate';
import { CertificateStatusBadge } from './certificate-status-badge';

const columnsWith = (
  remove: (row: CertificateDto) => Promise<unknown>,
): Column<CertificateDto>[] => [
  { header: 'Number', cell: (row) => row.number, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Name', cell: (row) => row.name, className: 'text-ink font-medium' },
  { header: 'Course', cell: (row) => row.course },
  {
    header: 'Date',
    cell: (row) => formatDate(row.issueDate),
    className: 'whitespace-nowrap tabular-nums',
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

/** Search by a part of the name or the number; a new search starts at page 1. */
function SearchForm({ onSearch }: { onSearch: (search: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 flex-wrap gap-2">
      <label htmlFor="certificate-search" className="sr-only">
        Search by name or number
      </label>
      <input
        id="certificate-search"
        name="search"
        type="search"
        placeholder="Name or number"
        className="input max-w-xs flex-1"
      />
      <button type="submit" className="btn btn-outline">
        Search
      </button>
    </form>
  );
}

export function AdminCertificatesPage() {
  const deleteCertificate = useDeleteCertificate();
  const [search, setSearch] = useState('');
  const [, setPage] = usePageParam();
  return (
    <AdminListPage
      title="Certificates"
      intro="Every certificate that can be verified on the website, newest first."
      actions={
        <>
          <SearchForm
            onSearch={(next) => {
              setSearch(next);
              setPage(1);
            }}
          />
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
      emptyText={search ? 'No certificate matches this search.' : 'No certificates yet.'}
      query={(page) => certificatesPageQuery(page, search)}
    />
  );
}
