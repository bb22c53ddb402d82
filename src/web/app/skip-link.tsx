import { Trans } from '@lingui/react/macro';

export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="text-brand-700 sr-only z-50 rounded-full bg-white px-5 py-3 font-semibold shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
