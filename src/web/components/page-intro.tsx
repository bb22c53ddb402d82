import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface PageIntroProps {
  title: string;
  children: ReactNode;
}

/** The titled band that opens a public page, clear of the fixed header. */
export function PageIntro({ title, children }: PageIntroProps) {
  return (
    <section className="from-brand-50 relative overflow-hidden bg-linear-to-b to-white pt-[calc(var(--header-tall)+3rem)] pb-16">
      <PageTitle title={title} />
      <div
        aria-hidden="true"
        className="from-brand-200/50 absolute -top-40 -right-40 size-[28rem] bg-radial to-transparent to-70%"
      />
      <div className="page-container relative">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{children}</div>
      </div>
    </section>
  );
}
