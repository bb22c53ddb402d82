import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  pending: boolean;
  className?: string;
  children: ReactNode;
}

/** A form's submit button; it reads "Loading..." and is disabled while the form is sent. */
export function SubmitButton({
  pending,
  className = 'btn btn-primary',
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? <Trans>Loading...</Trans> : children}
    </button>
  );
}
