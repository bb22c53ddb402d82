import { Trans } from '@lingui/react/macro';

/** Shown in a layout's content area while a page's code is still loading. */
export function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="border-brand-200 border-t-brand-600 size-10 animate-spin rounded-full border-4" />
      <span className="sr-only">
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
