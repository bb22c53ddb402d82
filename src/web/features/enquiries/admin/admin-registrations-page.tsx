import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { enquiryStatuses } from '#common/schemas/enquiries';
import { formatDate } from '#common/format';
import type { RegistrationDto } from '#common/schemas/registrations';
import { deleteColumn } from '#web/components/admin-columns';
import { AdminListPage } from '#web/components/admin-list-page';
import type { Column } from '#web/components/data-table';
import { useDeleteEnquiry } from '../api/delete-enquiry';
import { registrationsPageQuery } from '../api/registrations-page-query';
import { ConvertToStudent } from './convert-to-student';
import { useLeadColumns } from './lead-columns';
import { LeadDialog } from './lead-dialog';
import { statusLabels } from './status-labels';
import { useLanguage } from '#web/lib/use-language';
import './messages';

/** What the route offers under a registration made into a student account. */
export type AfterConversion = (registration: RegistrationDto & { userId: string }) => ReactNode;

function useColumns(
  remove: (row: RegistrationDto) => Promise<unknown>,
  afterConversion?: AfterConversion,
): Column<RegistrationDto>[] {
  const { t } = useLingui();
  const language = useLanguage();
  const pipeline = useLeadColumns<RegistrationDto>('register');
  /** "Shares contact with Aarav and Diya": others registered from the same number. */
  const sharedContact = (row: RegistrationDto) => {
    if (row.sharesContactWith.length === 0) return null;
    const others = new Intl.ListFormat(`${language}-IN`).format(row.sharesContactWith);
    return t`Shares contact with ${others}`;
  };
  const details = (row: RegistrationDto): [string, ReactNode][] => [
    [t`Class`, row.classs],
    [t`Mode`, row.mode],
    [t`School`, row.school],
    [t`Gender`, row.gender],
    [t`Date of Birth`, formatDate(row.DOB)],
    [t`Father Name`, row.fatherName],
    [t`Contact`, [row.contact, sharedContact(row)].filter(Boolean).join('\n')],
    [t`Address`, `${row.Address}, ${row.city}, ${row.State}`],
    [t`Received`, formatDate(row.createdAt)],
    [t`Sent`, <Plural key="sent" value={row.submissions} one="once" other="# times" />],
  ];
  return [
    {
      header: t`Student`,
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
      header: t`Contact`,
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
    { header: t`City`, cell: (row) => `${row.city}, ${row.State}` },
    ...pipeline,
    {
      header: t`Details`,
      cell: (row) => (
        <LeadDialog
          kind="register"
          id={row._id}
          name={row.name}
          notes={row.notes}
          details={details(row)}
        >
          <ConvertToStudent
            registration={row}
            afterwards={row.userId ? afterConversion?.({ ...row, userId: row.userId }) : null}
          />
        </LeadDialog>
      ),
    },
    deleteColumn({
      remove,
      nameOf: (row) => row.name,
      title: t`Delete this registration?`,
      consequence: t`and their registration, with its notes, will be deleted.`,
    }),
  ];
}

/** The registrations; `afterConversion` is given by the route (features do not import each other). */
export function AdminRegistrationsPage({ afterConversion }: { afterConversion?: AfterConversion }) {
  const { t } = useLingui();
  const deleteRegistration = useDeleteEnquiry('register');
  const columns = useColumns((row) => deleteRegistration.mutateAsync(row._id), afterConversion);
  return (
    <AdminListPage
      title={t`Registered Students`}
      intro={t`Students who filled in the Register yourself form. Call them, book a demo, and mark who joins.`}
      toolbar={{
        searchHint: t`Name, phone, school or city`,
        filters: [
          {
            name: 'status',
            label: t`Status`,
            all: t`All statuses`,
            options: enquiryStatuses.map((s) => [s, t(statusLabels[s])] as const),
          },
          {
            name: 'mode',
            label: t`Mode`,
            all: t`All modes`,
            options: [
              ['online', t`Online`],
              ['offline', t`Offline`],
            ],
          },
        ],
        dates: true,
        exportPath: '/register/export.csv',
      }}
      caption={t`Registered students`}
      columns={columns}
      rowKey={(row) => row._id}
      emptyText={t`No registrations yet.`}
      noMatchText={t`No registrations match.`}
      query={registrationsPageQuery}
    />
  );
}
