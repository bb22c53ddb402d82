import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { attendancePercentSchema } from '#common/schemas/attendance-reports';
import { Field } from '#web/components/field';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import './messages';

/** The attendance below which a batch's report lists a student for follow-up (decision 059). */
export function AttendanceThresholdForm({ threshold }: { threshold: number }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const [value, setValue] = useState(String(threshold));
  const [error, setError] = useState<string>();

  const save = async () => {
    const checked = attendancePercentSchema.safeParse(Number(value));
    if (!checked.success) {
      setError((await inPageLanguage({ message: checked.error.issues[0]?.message ?? '' })).message);
      return;
    }
    setError(undefined);
    try {
      const result = await update.mutateAsync({ attendanceThreshold: checked.data });
      if (result.message) toast.success(result.message);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <form
      aria-labelledby="attendance-threshold"
      noValidate
      className="card grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="attendance-threshold" className="text-lg font-bold sm:col-span-2">
        {t`Attendance follow-up`}
      </h2>
      <Field
        label={t`List students below this attendance (%)`}
        hint={t`A whole percent from 1 to 100; 75 unless changed.`}
        error={error}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            className="input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {t`Save`}
      </button>
    </form>
  );
}
