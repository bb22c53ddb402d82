import { useLingui } from '@lingui/react/macro';
import './messages';

/** "3 of 8 lessons complete" with a bar; the bar is a progressbar for screen readers. */
export function ProgressMeter({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const label = t`${done} of ${total} lessons complete`;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="bg-brand-600 h-full" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{label}</p>
    </div>
  );
}
