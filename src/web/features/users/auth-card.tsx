import type { ReactNode } from 'react';
import { PageTitle } from '#web/components/page-title';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** Below a rule at the bottom: links to the neighbouring screens. */
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The centred card that holds the account screens, clear of the fixed header. */
export function AuthCard({ title, intro, footer, wide = false, children }: AuthCardProps) {
  return (
    <section className="from-brand-50 bg-linear-to-b to-white pt-[calc(var(--header-tall)+2rem)] pb-20">
      <PageTitle title={title} />
      <div className="page-container">
        <div className={`card mx-auto ${wide ? 'max-w-3xl' : 'max-w-md'}`}>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
          {intro && <p className="mt-2 text-slate-600">{intro}</p>}
          <div className="mt-6">{children}</div>
          {footer && (
            <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
              {footer}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
