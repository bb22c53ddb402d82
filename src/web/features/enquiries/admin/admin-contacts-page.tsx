import { useLingui } from '@lingui/react/macro';
import { enquiryStatuses } from '#common/schemas/enquiries';
import { formatDate, formatPhone, truncate } from '#common/format';
import type { ContactDto } from '#common/schemas/contacts';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { contactsPageQuery } from '../api/contacts-page-query';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { useLeadColumns } from './lead-columns';
import { LeadDialog } from './lead-dialog';
import { statusLabels } from './status-labels';
import './messages';

function useColumns(remove: (row: ContactDto) => Promise<unknown>): Column<ContactDto>[] {
  const { t } = useLingui();
  const pipeline = useLeadColumns<ContactDto>('contact');
  return [
    {
      header: t`Name`,
      sortKey: 'name',
      cell: (row) => (
        <>
          <span className="text-ink block font-medium">{row.name}</span>
          {row.email && (
            <a href={`mailto:${row.email}`} className="block text-xs break-all text-slate-500">
              {row.email}
            </a>
          )}
          {row.phone && (
            <a href={`tel:+91${row.phone}`} className="block text-xs text-slate-500">
              {formatPhone(row.phone)}
            </a>
          )}
        </>
      ),
    },
    {
      header: t`Subject`,
      cell: (row) => (
        <>
          <span className="text-ink block font-medium">{row.subject}</span>
          <span className="block text-xs text-slate-500">{truncate(row.message, 80)}</span>
        </>
      ),
      className: 'min-w-56',
    },
    ...pipeline,
    {
      header: t`Details`,
      cell: (row) => (
        <LeadDialog
          kind="contact"
          id={row._id}
          name={row.name}
          notes={row.notes}
          details={[
            row.phone ? [t`Phone`, formatPhone(row.phone)] : [t`Email`, row.email],
            [t`Received`, formatDate(row.createdAt)],
            [t`Subject`, row.subject],
            [t`Message`, row.message],
          ]}
        />
      ),
    },
    deleteColumn({
      remove,
      nameOf: (row) => row.name,
      title: t`Delete this contact query?`,
      consequence: t`and their message, with its notes, will be deleted.`,
    }),
  ];
}

export function AdminContactsPage() {
  const { t } = useLingui();
  const deleteContact = useDeleteEnquiry('contact');
  const columns = useColumns((row) => deleteContact.mutateAsync(row._id));
  return (
    <AdminListPage
      title={t`Contact Queries`}
      intro={t`Questions sent from the Contact Us page. Move each one on as you answer it.`}
      toolbar={{
        searchHint: t`Name, e-mail or subject`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: enquiryStatuses.map((s) => [s, t(statusLabels[s])] as const),
          },
        ],
        dates: true,
        exportPath: '/contact/export.csv',
      }}
      caption={t`Contact queries`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No contact queries yet.`}
      noMatchText={t`No contact queries match.`}
      query={contactsPageQuery}
    />
  );
}
