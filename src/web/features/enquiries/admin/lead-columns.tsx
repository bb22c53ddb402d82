import { useLingui } from '@lingui/react/macro';
import { formatDate } from '#common/format';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import type { Column } from '#web/components/data-table';
import type { EnquiryKind } from '../api/enquiry-keys';
import { FollowUpInput } from './follow-up-input';
import { StatusSelect } from './status-select';
import './messages';

/** What every lead's row has, whichever form it came from. */
interface Lead {
  _id: string;
  name: string;
  createdAt: string;
  status: EnquiryStatus;
  followUpOn: string | null;
}

/** The pipeline's columns of a table of leads: when it came, its status and its follow-up day. */
export function useLeadColumns<Row extends Lead>(kind: EnquiryKind): Column<Row>[] {
  const { t } = useLingui();
  return [
    {
      header: t`Received`,
      sortKey: 'date',
      cell: (row) => formatDate(row.createdAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: t`Status`,
      sortKey: 'status',
      cell: (row) => <StatusSelect kind={kind} id={row._id} status={row.status} name={row.name} />,
    },
    {
      header: t`Follow-up`,
      cell: (row) => (
        <FollowUpInput kind={kind} id={row._id} followUpOn={row.followUpOn} name={row.name} />
      ),
    },
  ];
}
