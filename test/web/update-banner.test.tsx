// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '#web/lib/offline-caches';
import { showUpdateBanner } from '#web/app/later/update-banner';

describe('the new version banner', () => {
  const workers = new EventTarget();
  const waiting = { postMessage: vi.fn() };
  const reload = vi.fn();

  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    waiting.postMessage.mockClear();
    reload.mockClear();
    document.body.innerHTML = '';
  });

  it('says politely that a new version waits, and hands it control only when asked, then reloads', async () => {
    await act(() => showUpdateBanner(waiting as unknown as ServiceWorker));
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('A new version of the site is available.');
    expect(waiting.postMessage).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(reload).not.toHaveBeenCalled();
    // The new worker has taken over: the page reloads into the new version.
    workers.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes away on Not now, leaving the old version in control', async () => {
    await act(() => showUpdateBanner(waiting as unknown as ServiceWorker));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
