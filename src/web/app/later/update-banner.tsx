import { LinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createRoot } from 'react-dom/client';
import { pageI18n } from '#web/lib/page-language';
import { SKIP_WAITING } from '#web/lib/offline-caches';
import './messages';

function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-100 flex flex-wrap items-center gap-3 rounded-xl bg-slate-900 p-4 text-white shadow-lg sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <p className="flex-1">
        <Trans>A new version of the site is available.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={onReload}>
        <Trans>Reload</Trans>
      </button>
      <button
        type="button"
        className="btn text-white underline hover:bg-slate-800"
        onClick={onLater}
      >
        <Trans>Not now</Trans>
      </button>
    </div>
  );
}

/**
 * A polite banner for a new version of the site whose service worker waits: Reload hands it
 * control and reloads the page once it has it; Not now leaves the page as it is, and the new version
 * takes over when every tab of the site has closed.
 */
export async function showUpdateBanner(waiting: ServiceWorker): Promise<void> {
  const i18n = await pageI18n;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage(SKIP_WAITING);
  };
  const later = () => {
    root.unmount();
    host.remove();
  };
  // The page's own Lingui context (app/providers), not I18nProvider: that would bring its code
  // into the shared chunk every page loads.
  root.render(
    <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
      <UpdateBanner onReload={reload} onLater={later} />
    </LinguiContext.Provider>,
  );
}
