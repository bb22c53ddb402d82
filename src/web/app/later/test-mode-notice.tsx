import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '#web/lib/site-settings';
import './messages';

/**
 * Says on every page that payments are simulated while the built-in test provider takes them.
 * Fixed in a corner, so it never moves the page when the settings arrive: bottom left, or bottom
 * right where a sidebar holds the left. The page ends with room of its height below its last
 * line (`endClassName` colours it), so scrolled to the end the notice covers nothing.
 */
export function TestModeNotice({
  corner = 'left',
  endClassName = '',
}: {
  corner?: 'left' | 'right';
  endClassName?: string;
}) {
  const { testPayments } = useSiteSettings();
  const { t } = useLingui();
  if (!testPayments) return null;
  return (
    <>
      <div aria-hidden="true" className={`h-12 shrink-0 ${endClassName}`} />
      <aside
        aria-label={t`Test mode`}
        className={`pointer-events-none fixed bottom-3 ${corner === 'left' ? 'left-3' : 'right-3'} z-40 rounded-full bg-amber-300 px-3 py-1.5 text-xs font-semibold text-amber-950 shadow-lg`}
      >
        <Trans>
          Test mode
          <span className="hidden sm:inline">: payments are simulated and no money is taken.</span>
        </Trans>
      </aside>
    </>
  );
}
