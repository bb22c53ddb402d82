import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '#web/lib/site-settings';
import { toast } from '#web/lib/toast';
import { useSetHoldReviews } from '../api/set-hold-reviews';
import './messages';

/** The site setting that makes new reviews wait for approval (off: they show at once). */
export function HoldReviewsSwitch() {
  const { t } = useLingui();
  const { holdReviewsForApproval } = useSiteSettings();
  const setHold = useSetHoldReviews();
  const change = async (hold: boolean) => {
    try {
      await setHold.mutateAsync(hold);
      toast.success(hold ? t`New reviews now wait for approval` : t`New reviews now show at once`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The setting was not saved.`);
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
      <Trans>Hold new reviews for approval</Trans>
    </label>
  );
}
