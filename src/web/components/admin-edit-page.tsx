import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '../lib/api';
import { AdminPageIntro } from './admin-page-intro';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';
import { StateMessage } from './state-message';
import '../app/admin-messages';

interface AdminEditPageProps<Item> {
  title: string;
  intro: ReactNode;
  /** The item being edited, as its query stands. */
  query: UseQueryResult<Item>;
  /** What the item is called in messages, in the page's language: "news item", "post". */
  noun: string;
  /** The list the admin came from. */
  back: { href: string; label: string };
  /** The item's own name, shown above its forms. */
  nameOf: (item: Item) => string;
  /** The forms, once the item has loaded. */
  children: (item: Item) => ReactNode;
}

/** An admin update screen: loads one item, then shows its forms; missing and failed loads say so. */
export function AdminEditPage<Item>({
  title,
  intro,
  query,
  noun,
  back,
  nameOf,
  children,
}: AdminEditPageProps<Item>) {
  const { t } = useLingui();
  const backLink = (
    <Link to={back.href} className="btn btn-outline">
      {back.label}
    </Link>
  );
  let content;
  if (query.status === 'pending') content = <PageLoading />;
  else if (query.status === 'error')
    content = isNotFound(query.error) ? (
      <StateMessage role="alert" title={t`This ${noun} does not exist.`} action={backLink} />
    ) : (
      <LoadError title={t`The ${noun} could not be loaded.`} onRetry={() => void query.refetch()} />
    );
  else
    content = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink text-lg font-bold">{nameOf(query.data)}</p>
          {backLink}
        </div>
        {children(query.data)}
      </>
    );

  return (
    <div className="space-y-6">
      <AdminPageIntro title={title}>{intro}</AdminPageIntro>
      {content}
    </div>
  );
}
