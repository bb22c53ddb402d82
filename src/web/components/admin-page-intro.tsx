import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface AdminPageIntroProps {
  title: string;
  children: ReactNode;
}

/** Heading and short explanation at the top of an admin screen. */
export function AdminPageIntro({ title, children }: AdminPageIntroProps) {
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <PageTitle title={`${title} · Admin`} />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </header>
  );
}
