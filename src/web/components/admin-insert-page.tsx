import type { ComponentProps, ReactNode } from 'react';
import { AdminFormCard } from './admin-form-card';
import { AdminPageIntro } from './admin-page-intro';

type AdminInsertPageProps = { title: string; intro: ReactNode } & ComponentProps<
  typeof AdminFormCard
>;

/** An admin screen that adds one thing: its intro, then its form. */
export function AdminInsertPage({ title, intro, ...card }: AdminInsertPageProps) {
  return (
    <div className="space-y-6">
      <AdminPageIntro title={title}>{intro}</AdminPageIntro>
      <AdminFormCard {...card} />
    </div>
  );
}
