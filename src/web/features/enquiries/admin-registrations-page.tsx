import { enquiryStatusLabels, enquiryStatuses } from '#common/schemas/enquiries';
import { formatDate } from '#common/format';
import type { RegistrationDto } from '#common/schemas/registrations';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { useDeleteEnquiry } from './api/delete-enquiry';
import { registrationsPageQuery } from './api/registrations-page-query';
import { ConvertToStudent } from './convert-to-student';
import { FollowUpInput } from './follow-up-input';
import { LeadDialog } from './lead-dialog';
import { StatusSelect } from './status-select';

/** "Shares contact with Aarav and Diya": others registered from the same number. */
const sharedContact = (row: RegistrationDto) =>
  row.sharesContactWith.length > 0
    ? `Shares contact with ${new Intl.ListFormat('en-IN').format(row.sharesContactWith)}`
    : null;

const details = (row: RegistrationDto): [string, string][] => [
  ['Class', row.classs],
  ['Mode', row.mode],
  ['School', row.school],
  ['Gender', row.gender],
  ['Date of Birth', formatDate(row.DOB)],
  ['Father Name', row.fatherName],
  ['Contact', [row.contact, sharedContact(row)].filter(Boolean).join('\n')],
  ['Address', `${row.Address}, ${row.city}, ${row.State}`],
  ['Received', formatDate(row.createdAt)],
  ['Sent', row.submissions === 1 ? 'once' : `${row.submissions} times`],
];

const columnsWith = (
  remove: (row: RegistrationDto) => Promise<unknown>,
): Column<RegistrationDto>[] => [
  {
    header: 'Student',
    sortKey: 'name',
    cell: (row) => (
      <>
        <span className="text-ink block font-medium">{row.name}</span>
        <span className="block text-xs text-slate-500">
          {row.classs} · {row.mode}
        </span>
      </>
    ),
  },
  {
    header: 'Contact',
    cell: (row) => (
      <>
        <a href={`tel:+91${row.contact}`} className="tabular-nums">
          {row.contact}
        </a>
        {row.sharesContactWith.length > 0 && (
          <span className="block text-xs whitespace-normal text-slate-500">
            {sharedContact(row)}
          </span>
        )}
      </>
    ),
    className: 'whitespace-nowrap',
  },
  { header: 'City', cell: (row) => `${row.city}, ${row.State}` },
  {
    header: 'Received',
    sortKey: 'date',
    cell: (row) => formatDate(row.createdAt),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (row) => (
      <StatusSelect kind="register" id={row._id} status={row.status} name={row.name} />
    ),
  },
  {
    header: 'Follow-up',
    cell: (row) => (
      <FollowUpInput kind="register" id={row._id} followUpOn={row.followUpOn} name={row.name} />
    ),
  },
  {
    header: 'Details',
    cell: (row) => (
      <LeadDialog
        kind="register"
        id={row._id}
        name={row.name}
        notes={row.notes}
        details={details(row)}
      >
        <ConvertToStudent registration={row} />
      </LeadDialog>
    ),
  },
  deleteColumn({
    remove,
    nameOf: (row) => row.name,
    title: 'Delete this registration?',
    consequence: 'and their registration, with its notes, will be deleted.',
  }),
];

export function AdminRegistrationsPage() {
  const deleteRegistration = useDeleteEnquiry('register');
  return (
    <AdminListPage
      title="Registered Students"
      intro="Students who filled in the Register yourself form. Call them, book a demo, and mark who joins."
      toolbar={{
        searchHint: 'Name, phone, school or city',
        filters: [
          {
            name: 'status',
            label: 'Status',
            all: 'All statuses',
            options: enquiryStatuses.map((s) => [s, enquiryStatusLabels[s]] as const),
          },
          {
            name: 'mode',
            label: 'Mode',
            all: 'All modes',
            options: [
              ['online', 'Online'],
              ['offline', 'Offline'],
            ],
          },
        ],
        dates: true,
        exportPath: '/register/export.csv',
      }}
      caption="Registered students"
      columns={columnsWith((row) => deleteRegistration.mutateAsync(row._id))}
      rowKey={(row) => row._id}
      emptyText="No registrations yet."
      noMatchText="No registrations match."
      query={registrationsPageQuery}
    />
  );
}
