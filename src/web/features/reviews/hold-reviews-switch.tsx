import { useSiteSettings } from '#web/lib/site-settings';
import { toast } from '#web/lib/toast';
import { useSetHoldReviews } from './api/set-hold-reviews';

/** The site setting that makes new reviews wait for approval (off: they show at once). */
export function HoldReviewsSwitch() {
  const { holdReviewsForApproval } = useSiteSettings();
  const setHold = useSetHoldReviews();
  const change = async (hold: boolean) => {
    try {
      await setHold.mutateAsync(hold);
      toast.success(hold ? 'New reviews now wait for approval' : 'New reviews now show at once');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The setting was not saved.');
    }
  };
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold">
      <input
        type="checkbox"
        checked={holdReviewsForApproval}
        disabled={setHold.isPending}
        onChange={(event) => void change(event.target.checked)}
        className="accent-brand-600 size-5"
      />
      Hold new reviews for approval
    </label>
  );
}
