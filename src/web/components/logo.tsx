import { useId } from 'react';

// The institute's name is written in Latin letters on every page, as on its signboard.
const BRAND_NAME = 'Vidya';
const BRAND_LINE = 'Computer Institute';

interface LogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
}

/** The "V_" mark (a V with a blinking-cursor underscore) and the institute's name. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const gradient = useId();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 48 48" className="size-10 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-brand-500)" />
            <stop offset="1" stopColor="var(--color-brand-800)" />
          </linearGradient>
        </defs>
        <rect width="48" height="48" rx="12" fill={`url(#${gradient})`} />
        <path
          d="M13 13.5 23 34l10-20.5"
          fill="none"
          stroke="#fff"
          strokeWidth="5.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="29.5" y="31" width="9" height="4" rx="2" fill="var(--color-accent-400)" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-ink' : 'text-white'}`}
        >
          {BRAND_NAME}
        </span>{' '}
        <span
          className={`mt-1 text-[0.65rem] font-semibold tracking-[0.18em] whitespace-nowrap uppercase ${tone === 'dark' ? 'text-brand-700' : 'text-brand-200'}`}
        >
          {BRAND_LINE}
        </span>
      </span>
    </span>
  );
}
