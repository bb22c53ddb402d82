import { useLingui } from '@lingui/react/macro';
import './messages';

/** Removes part `index` of a list of parts; none while it is the only one. */
export function RemovePartButton({
  index,
  count,
  onRemove,
  className = '',
}: {
  index: number;
  count: number;
  onRemove: (index: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  if (count < 2) return null;
  return (
    <button
      type="button"
      className={`btn btn-outline justify-self-start px-3 py-1.5 text-xs ${className}`}
      onClick={() => onRemove(index)}
    >
      {t`Remove part ${index + 1}`}
    </button>
  );
}
