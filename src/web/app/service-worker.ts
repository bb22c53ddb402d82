import { keepLoadedCode } from '#web/lib/loaded-code';

/** Registers the service worker and offers a new version waiting behind the one in control. */
async function register(): Promise<void> {
  // The first version takes control of this page, whose code it has not seen (lib/loaded-code).
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => void keepLoadedCode().catch(() => undefined),
      { once: true },
    );
  const registration = await navigator.serviceWorker.register('/sw.js');
  const offer = (waiting: ServiceWorker) => {
    // The first version installed on a visit has no one to wait for: nothing to offer.
    if (!navigator.serviceWorker.controller) return;
    void import('./later/update-banner').then(({ showUpdateBanner }) => showUpdateBanner(waiting));
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
}

/**
 * Registers the service worker (web/sw.ts, decision 071) once the page has loaded; imported by
 * web/start, it runs as it is imported. A new version takes over only when the visitor chooses
 * (app/later/update-banner). The development server has no worker to register.
 */
async function registerAfterLoad(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await register().catch((error: unknown) => {
    console.warn('The service worker was not registered', error);
  });
}

void registerAfterLoad();
