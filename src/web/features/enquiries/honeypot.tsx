import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach, which form-filling bots do fill: the server drops a
 * message that has it filled.
 */
export function Honeypot({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input {...registration} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
