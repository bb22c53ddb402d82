import { useLingui } from '@lingui/react/macro';
import { batchSchedule } from '#common/batches';
import { formatCalendarDay } from '#common/format';
import type { BatchDto } from '#common/schemas/batches';
import { Field } from '#web/components/field';
import './messages';

/** One of a course's batches, named by its first day and its schedule. */
export function BatchSelect({
  batches,
  value,
  onChange,
  disabled,
}: {
  batches: BatchDto[];
  value: string;
  onChange: (batchId: string) => void;
  /** Until a course is chosen. */
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`Batch`}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t`Choose a batch`}</option>
          {batches.map((batch) => (
            <option key={batch._id} value={batch._id}>
              {`${formatCalendarDay(batch.startsOn)} · ${batchSchedule(batch)}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
