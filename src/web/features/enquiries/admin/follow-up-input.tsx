import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatCalendarDate } from '#common/format';
import { toast } from '#web/lib/toast';
import type { EnquiryKind } from '../api/enquiry-keys';
import { useUpdatePipeline } from '../api/update-pipeline';
import './messages';

interface FollowUpInputProps {
  kind: EnquiryKind;
  id: string;
  /** `YYYY-MM-DD`, or null. */
  followUpOn: string | null;
  name: string;
}

/** The day to call a lead back; changing or clearing it saves at once. */
export function FollowUpInput({ kind, id, followUpOn, name }: FollowUpInputProps) {
  const { t } = useLingui();
  const update = useUpdatePipeline(kind);
  // Enter saves and the blur that follows must not save the same day again.
  const lastSent = useRef(followUpOn ?? '');
  useEffect(() => {
    lastSent.current = followUpOn ?? '';
  }, [followUpOn]);
  const save = async (day: string) => {
    if (day === lastSent.current) return;
    lastSent.current = day;
    try {
      await update.mutateAsync({ id, values: { followUpOn: day || null } });
      const date = day && formatCalendarDate(day);
      toast.success(day ? t`Follow up with ${name} on ${date}` : t`Follow-up for ${name} cleared`);
    } catch (error) {
      lastSent.current = followUpOn ?? '';
      toast.error(error instanceof Error ? error.message : t`The follow-up day was not saved.`);
    }
  };
  return (
    <input
      type="date"
      aria-label={t`Follow-up day for ${name}`}
      defaultValue={followUpOn ?? ''}
      key={followUpOn ?? ''}
      disabled={update.isPending}
      onBlur={(event) => void save(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save(event.currentTarget.value);
      }}
      className="input w-40 py-1.5 text-sm"
    />
  );
}
