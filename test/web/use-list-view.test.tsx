// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListView } from '#web/lib/use-list-view';

/** The hook inside a real router at `address`, with the address it leads to. */
function renderAt(address: string) {
  let search = '';
  const result = renderHook(
    () => {
      search = useLocation().search;
      return useListView();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '/admin/users', element: children }], {
            initialEntries: [address],
          })}
        />
      ),
    },
  );
  return { result: result.result, search: () => new URLSearchParams(search) };
}

describe('the list view kept in the address', () => {
  afterEach(cleanup);

  it('reads the view from the address, leaving out the page and unknown parameters', () => {
    const { result } = renderAt('/admin/users?q=asha&status=paid&page=3&utm=x&sort=');
    expect(result.current.view).toEqual({ q: 'asha', status: 'paid' });
    expect(result.current.query).toBe('q=asha&status=paid');
  });

  it('a changed view starts from its first page and drops the emptied filters', () => {
    const { result, search } = renderAt('/admin/users?q=asha&status=paid&page=3');
    act(() => result.current.setView({ ...result.current.view, status: '', from: '2026-01-01' }));
    expect(search().toString()).toBe('q=asha&from=2026-01-01');
    expect(result.current.view).toEqual({ q: 'asha', from: '2026-01-01' });
  });

  it('sorts ascending first, the other way on the second click, and a given direction as given', () => {
    const { result, search } = renderAt('/admin/users');
    act(() => result.current.sortBy('createdAt'));
    expect(search().get('dir')).toBe('asc');
    act(() => result.current.sortBy('createdAt'));
    expect(search().get('dir')).toBe('desc');
    act(() => result.current.sortBy('userName'));
    expect([search().get('sort'), search().get('dir')]).toEqual(['userName', 'asc']);
    act(() => result.current.sortBy('userName', 'desc'));
    expect(search().get('dir')).toBe('desc');
    act(() => result.current.sortBy(''));
    expect([search().get('sort'), search().get('dir')]).toEqual([null, null]);
  });
});
