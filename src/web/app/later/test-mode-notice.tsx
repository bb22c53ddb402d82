import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '#web/lib/site-settings';
import './messages';

const words = (
  <Trans>
    Test mode
    <span className="hidden sm:inline">: payments are simulated and no money is taken.</span>
  </Trans>
);

/**
 * Says on every page that payments are simulated while the built-in test provider takes them.
 * On the visitors' pages it is fixed in the bottom left corner, so it never moves the page when
 * the settings arrive; the page ends with room of its height below its last line (`endClassName`
 * colours it), so scrolled to the end the notice covers nothing. `inline` puts it in the page's
 * flow instead (the admin's screens, where a fixed notice covered the buttons of a list's row
 * passing under it, such as a class list's Excused on a phone).
 */
export function TestModeNotice({
  inline = false,
  endClassName = '',
}: {
  inline?: boolean;
  endClassName?: string;
}) {
  const { testPayments } = useSiteSettings();
  const { t } = useLingui();
  if (!testPayments) return null;
  if (inline)
    return (
      <aside
        aria-label={t`Test mode`}
        className="mb-4 w-fit rounded-full bg-amber-300 px-3 py-1.5 text-xs font-semibold text-amber-950"
      >
        {words}
      </aside>
    );
  return (
    <>
      <div aria-hidden="true" className={`h-12 shrink-0 ${endClassName}`} />
      <aside
        aria-label={t`Test mode`}
        className="pointer-events-none fixed bottom-3 left-3 z-40 rounded-full bg-amber-300 px-3 py-1.5 text-xs font-semibold text-amber-950 shadow-lg"
      >
        {words}
      </aside>
    </>
  );
}
