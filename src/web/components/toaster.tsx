import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { currentToasts, noToasts, subscribeToToasts } from '../lib/toast';
import { whenIdle } from '../lib/when-idle';

const loadList = () => import('../app/later/toast-list');
const ToastList = lazy(async () => ({ default: (await loadList()).ToastList }));

/**
 * The toasts of lib/toast, bottom right (across the bottom on a phone); nothing when none. The list's
 * code is not part of a page's first download: it loads when the browser is first idle, so it is
 * there before a toast (one saying the connection is lost included) needs it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noToasts);
  useEffect(() => whenIdle(() => void loadList()), []);
  return toasts.length > 0 ? (
    <Suspense>
      <ToastList toasts={toasts} />
    </Suspense>
  ) : null;
}
