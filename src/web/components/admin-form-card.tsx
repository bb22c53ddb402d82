import type { ReactNode } from 'react';
import type { AppFormFrame } from '../lib/use-app-form';
import { SubmitButton } from './submit-button';

interface AdminFormCardProps {
  form: AppFormFrame;
  /** The submit button's words. */
  action: ReactNode;
  /** A heading, where the screen has more than one form. */
  title?: string;
  /** Two columns from medium screens on, the heading and the button across both. */
  grid?: boolean;
  className?: string;
  children: ReactNode;
}

/** An admin screen's form: a card with its fields and the submit button at the end. */
export function AdminFormCard({
  form,
  action,
  title,
  grid = false,
  className = '',
  children,
}: AdminFormCardProps) {
  const across = grid ? 'md:col-span-2' : '';
  const layoutClass = grid ? 'grid gap-5 md:grid-cols-2' : 'space-y-6';
  return (
    <form {...form.formProps} className={`card ${layoutClass} ${className}`.trim()}>
      {title && <h2 className={`text-lg font-bold ${across}`.trim()}>{title}</h2>}
      {children}
      <div className={across || undefined}>
        <SubmitButton pending={form.pending}>{action}</SubmitButton>
      </div>
    </form>
  );
}
