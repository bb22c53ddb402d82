import { useLingui } from '@lingui/react/macro';
import './messages';

interface BlogTypeFilterProps {
  types: string[];
  /** The chosen type; empty for every post. */
  selected: string;
  onSelect: (type: string) => void;
}

/** Buttons that narrow the blog to one type of post. */
export function BlogTypeFilter({ types, selected, onSelect }: BlogTypeFilterProps) {
  const { t } = useLingui();
  if (types.length === 0) return null;
  const chip = (type: string, label: string) => (
    <li key={type || 'all'}>
      <button
        type="button"
        aria-pressed={selected === type}
        onClick={() => onSelect(type)}
        className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
          selected === type
            ? 'bg-brand-600 text-white'
            : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'
        }`}
      >
        {label}
      </button>
    </li>
  );
  return (
    <nav aria-label={t`Post types`}>
      <ul className="flex flex-wrap gap-2">
        {chip('', t`All posts`)}
        {types.map((type) => chip(type, type))}
      </ul>
    </nav>
  );
}
