import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '../app/admin-messages';

/** "Publish on the website": unticked, the item is saved as a draft that only admins see. */
export function PublishCheckbox({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <input
        type="checkbox"
        {...registration}
        className="accent-brand-600 mt-0.5 size-5 shrink-0"
      />
      <span>
        <span className="text-ink block font-semibold">
          <Trans>Publish on the website</Trans>
        </span>
        <span className="block text-sm text-slate-600">
          <Trans>Leave this unticked to save a draft that only admins can see.</Trans>
        </span>
      </span>
    </label>
  );
}
