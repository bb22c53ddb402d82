import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/** A 24-pixel line icon, drawn in the text colour and hidden from screen readers. */
export function Icon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
