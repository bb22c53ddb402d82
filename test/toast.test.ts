import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastStore from '#web/lib/toast';

type Store = typeof ToastStore;
let currentToasts: Store['currentToasts'];
let dismissToast: Store['dismissToast'];
let holdToasts: Store['holdToasts'];
let releaseToasts: Store['releaseToasts'];
let subscribeToToasts: Store['subscribeToToasts'];
let toast: Store['toast'];

const messages = () => currentToasts().map((shown) => shown.message);

describe('toasts', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    // The store keeps toasts only where there is a page to show them on.
    vi.stubGlobal('document', {});
    // Each test starts as a page does: a fresh store, its clocks waiting for a list to show it.
    vi.resetModules();
    ({ currentToasts, dismissToast, holdToasts, releaseToasts, subscribeToToasts, toast } =
      await import('#web/lib/toast'));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts no clock until a list shows the toasts', () => {
    toast.success('Registration Successful');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Registration Successful']);
    releaseToasts();
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Registration Successful']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('shows a toast of each kind for three seconds', () => {
    releaseToasts();
    toast.success('Saved');
    toast.error('Not saved');
    toast.info('Heads up');
    expect(currentToasts().map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Not saved'],
      ['info', 'Heads up'],
    ]);
    vi.advanceTimersByTime(2999);
    expect(messages()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keeps a toast for the duration it is given', () => {
    releaseToasts();
    toast.warning('Stored as uploaded', { duration: 12_000 });
    toast.success('Quick');
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual(['Stored as uploaded']);
    vi.advanceTimersByTime(8999);
    expect(messages()).toEqual(['Stored as uploaded']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('tells its listeners of each change and keeps the same list between changes', () => {
    releaseToasts();
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast.info('One');
    const list = currentToasts();
    expect(currentToasts()).toBe(list);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.info('Two');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes a toast at once when asked', () => {
    toast.success('Saved');
    toast.success('Also saved');
    dismissToast(currentToasts()[0]!.id);
    expect(messages()).toEqual(['Also saved']);
  });

  it('puts a toast with the id of one showing in its place, with a fresh clock', () => {
    releaseToasts();
    toast.error('Log in first', { id: 'login' });
    vi.advanceTimersByTime(2000);
    toast.error('Log in first, please', { id: 'login', description: 'Then try again.' });
    expect(currentToasts()).toEqual([
      {
        id: 'login',
        kind: 'error',
        message: 'Log in first, please',
        description: 'Then try again.',
      },
    ]);
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['Log in first, please']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('stops the clock while held and runs out the time left when released', () => {
    releaseToasts();
    toast.success('Saved');
    vi.advanceTimersByTime(1000);
    holdToasts();
    toast.info('Arrived while held');
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Saved', 'Arrived while held']);
    releaseToasts();
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Saved', 'Arrived while held']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Arrived while held']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual([]);
  });

  it('shows at most three, letting the oldest go', () => {
    for (const message of ['1', '2', '3', '4']) toast.error(message);
    expect(messages()).toEqual(['2', '3', '4']);
  });

  it('keeps nothing where there is no page (the server rendering one)', () => {
    vi.unstubAllGlobals();
    toast.error('A failed request during a render');
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
