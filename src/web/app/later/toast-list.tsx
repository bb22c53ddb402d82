import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Icon } from '#web/components/icon';
import { CloseIcon } from '#web/components/icons';
import {
  dismissToast,
  holdToasts,
  releaseToasts,
  type Toast,
  type ToastKind,
} from '#web/lib/toast';
import './messages';

/** How each kind looks, and what a screen reader says before an error or a warning. */
const kinds: Record<ToastKind, { colour: string; label?: MessageDescriptor; mark: ReactNode }> = {
  success: { colour: 'text-emerald-400', mark: <path d="m8 12.5 2.8 2.8L16.5 9.5" /> },
  error: { colour: 'text-red-400', label: msg`Error`, mark: <path d="m9 9 6 6m0-6-6 6" /> },
  info: { colour: 'text-brand-300', mark: <path d="M12 11v5.5M12 7.8v.1" /> },
  warning: {
    colour: 'text-accent-400',
    label: msg`Warning`,
    mark: <path d="M12 7.5V13M12 16.2v.1" />,
  },
};

export function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  const { t, i18n } = useLingui();
  const [pointedAt, setPointedAt] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = pointedAt || focused;
  // Shown at last: the toasts' clocks start (lib/toast holds them until a list is there).
  useEffect(() => releaseToasts(), []);
  useEffect(() => {
    if (!held) return;
    holdToasts();
    return releaseToasts;
  }, [held]);

  const leave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };
  const close = (id: string) => {
    // The button goes with its toast, and a removed element sends no blur.
    setFocused(false);
    dismissToast(id);
  };

  return (
    // Clickable while a dialog has turned pointer events off for the rest of the page.
    <section
      aria-label={t`Notifications`}
      className="pointer-events-auto fixed inset-x-3 bottom-3 z-100 sm:right-6 sm:bottom-6 sm:left-auto sm:w-96"
      onMouseEnter={() => setPointedAt(true)}
      onMouseLeave={() => setPointedAt(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <ol className="flex flex-col gap-2">
        {toasts.map(({ id, kind, message, description }) => (
          <li
            key={id}
            className="bg-ink flex items-start gap-3 rounded-xl p-4 text-sm text-white shadow-lg ring-1 ring-white/10 transition duration-300 motion-reduce:transition-none starting:translate-y-2 starting:opacity-0"
          >
            <div role="status" aria-live="polite" aria-atomic="true" className="flex flex-1 gap-3">
              <Icon className={`size-5 shrink-0 ${kinds[kind].colour}`}>
                <circle cx="12" cy="12" r="9" />
                {kinds[kind].mark}
              </Icon>
              <div className="min-w-0 flex-1 pt-px">
                {kinds[kind].label && (
                  <span className="sr-only">{i18n._(kinds[kind].label)}: </span>
                )}
                <p className="font-medium break-words">{message}</p>
                {description && <p className="mt-1 text-slate-300">{description}</p>}
              </div>
            </div>
            <button
              type="button"
              aria-label={t`Close`}
              className="-m-1.5 grid size-8 shrink-0 place-items-center rounded-full text-slate-400 transition-colors hover:bg-white/10 hover:text-white"
              onClick={() => close(id)}
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
