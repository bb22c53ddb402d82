import type { UseFormRegisterReturn } from 'react-hook-form';

/** A checkbox with its label beside it, large enough to tap on a phone; unticked unless set. */
export function TickField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        {...registration}
        className="accent-brand-600 mt-0.5 size-5 shrink-0"
      />
      <span>{label}</span>
    </label>
  );
}
