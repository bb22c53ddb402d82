import { enquiryStatusLabels, enquiryStatuses } from '#common/schemas/enquiries';
import { formatDate, formatPhone, truncate } from '#common/format';
import type { ContactDto } from '#common/schemas/contacts';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { contactsPageQuery } from './api/contacts-page-query';
import { useDeleteEnquiry } from './api/delete-enquiry';
import { FollowUpInput } from './follow-up-input';
import { LeadDialog } from './lead-dialog';
import { StatusSelect } from './status-select';

const columnsWith = (remove: (row: ContactDto) => Promise<unknown>): Column<ContactDto>[] => [
  {
    header: 'Name',
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
    header: 'Subject',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">{row.subject}</span>
        <span className="block text-xs text-slate-500">{truncate(row.message, 80)}</span>
      </>
    ),
    className: 'min-w-56',
  },
  {
    header: 'Received',
    sortKey: 'date',
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (row) => <StatusSelect kind="contact" id={row._id} status={row.status} name={row.name} />,
  },
  {
    header: 'Follow-up',
    cell: (row) => (
      <FollowUpInput kind="contact" id={row._id} followUpOn={row.followUpOn} name={row.name} />
    ),
  },
  {
    header: 'Details',
    cell: (row) => (
      <LeadDialog
        kind="contact"
        id={row._id}
        name={row.name}
        notes={row.notes}
        details={[
          row.phone ? ['Phone', formatPhone(row.phone)] : ['Email', row.email],
          ['Received', formatDate(row.createdAt)],
          ['Subject', row.subject],
          ['Message', row.message],
        ]}
      />
    ),
  },
  deleteColumn({
    remove,
    nameOf: (row) => row.name,
    title: 'Delete this contact query?',
    consequence: 'and their message, with its notes, will be deleted.',
  }),
];

export function AdminContactsPage() {
  const deleteContact = useDeleteEnquiry('contact');
  return (
    <AdminListPage
      title="Contact Queries"
      intro="Questions sent from the Contact Us page. Move each one on as you answer it."
      toolbar={{
        searchHint: 'Name, e-mail or subject',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: enquiryStatuses.map((s) => [s, enquiryStatusLabels[s]] as const),
          },
        ],
        dates: true,
        exportPath: '/contact/export.csv',
      }}
      caption="Contact queries"
      columns={columnsWith((row) => deleteContact.mutateAsync(row._id))}
      rowKey={(row) => row._id}
      emptyText="No contact queries yet."
      noMatchText="No contact queries match."
      query={contactsPageQuery}
    />
  );
}
