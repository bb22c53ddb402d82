import { useLingui } from '@lingui/react/macro';
import { ArrowUpIcon } from '../components/icons';
import { useScrolledPast } from '../lib/use-scrolled-past';

const SHOW_AFTER_PX = 300;

export function ScrollToTopButton() {
  const { t } = useLingui();
  const visible = useScrolledPast(SHOW_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Scroll to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="bg-brand-600 hover:bg-brand-700 fixed right-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full text-white shadow-lg shadow-slate-900/20 transition-colors"
    >
      <ArrowUpIcon className="size-6" />
    </button>
  );
}
