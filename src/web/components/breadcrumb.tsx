import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** A page's trail as its entry in #common/pages gives it: links, then the page itself. */
export function Breadcrumb({ trail }: { trail: { name: string; path: string }[] }) {
  const { t } = useLingui();
  const here = trail.at(-1);
  return (
    <nav aria-label={t`Breadcrumb`} className="text-base">
      <ol className="flex gap-2">
        {trail.slice(0, -1).map(({ name, path }) => (
          <li key={path} className="flex gap-2">
            <Link to={path} className="text-brand-700 underline">
              {name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        {here && <li aria-current="page">{here.name}</li>}
      </ol>
    </nav>
  );
}
