import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import '../app/admin-messages';

interface AdminPageIntroProps {
  title: string;
  children: ReactNode;
}

/** Heading and short explanation at the top of an admin screen. */
export function AdminPageIntro({ title, children }: AdminPageIntroProps) {
  const { t } = useLingui();
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <PageTitle title={t`${title} · Admin`} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </header>
  );
}
