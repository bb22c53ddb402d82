import { useLingui } from '@lingui/react/macro';
import { startTransition, useOptimistic } from 'react';
import { enquiryStatuses, type EnquiryStatus } from '#common/schemas/enquiries';
import { toast } from '#web/lib/toast';
import type { EnquiryKind } from '../api/enquiry-keys';
import { useUpdatePipeline } from '../api/update-pipeline';
import { statusLabels } from './status-labels';
import './messages';

interface StatusSelectProps {
  kind: EnquiryKind;
  id: string;
  status: EnquiryStatus;
  /** Whose lead this is, for screen readers: "Status of Asha Verma". */
  name: string;
}

/** A lead's status in its table row; choosing another saves it at once. */
export function StatusSelect({ kind, id, status, name }: StatusSelectProps) {
  const { t } = useLingui();
  const update = useUpdatePipeline(kind);
  // The chosen status shows at once; a failed save puts the stored one back.
  const [shown, show] = useOptimistic(status);
  const change = (next: EnquiryStatus) =>
    startTransition(async () => {
      show(next);
      try {
        await update.mutateAsync({ id, values: { status: next } });
        toast.success(`${name}: ${t(statusLabels[next])}`);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t`The status was not saved.`);
      }
    });
  return (
    <select
      aria-label={t`Status of ${name}`}
      value={shown}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as EnquiryStatus)}
      className="input w-40 py-1.5 text-sm"
    >
      {enquiryStatuses.map((option) => (
        <option key={option} value={option}>
          {t(statusLabels[option])}
        </option>
      ))}
    </select>
  );
}
