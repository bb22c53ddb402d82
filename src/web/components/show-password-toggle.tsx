interface ShowPasswordToggleProps {
  /** Its words ("Show password"), in the page's language. */
  label: string;
  shown: boolean;
  onChange: (shown: boolean) => void;
}

/** A checkbox that shows or hides the password fields it controls. */
export function ShowPasswordToggle({ label, shown, onChange }: ShowPasswordToggleProps) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700 select-none">
      <input
        type="checkbox"
        className="accent-brand-600 size-4"
        checked={shown}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
