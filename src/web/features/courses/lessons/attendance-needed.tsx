import { useLingui } from '@lingui/react/macro';
import type { CompletionAttendance } from '#common/schemas/lessons';
import './messages';

/**
 * The attendance the course's completion still asks, where the student's batch sets a minimum
 * and they are below it (decision 074); nothing otherwise.
 */
export function AttendanceNeeded({ attendance }: { attendance?: CompletionAttendance | null }) {
  const { t } = useLingui();
  if (!attendance || attendance.met) return null;
  const { minimum, percent } = attendance;
  return (
    <p className="mt-1 text-sm font-semibold text-amber-800">
      {percent === null
        ? t`Attendance: no class counted yet, ${minimum}% needed to complete`
        : t`Attendance ${percent}% of the ${minimum}% needed to complete`}
    </p>
  );
}
