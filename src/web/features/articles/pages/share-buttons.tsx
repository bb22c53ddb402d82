import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChatIcon, LinkIcon } from '#web/components/icons';
import { toast } from '#web/lib/toast';
import { useHydrated } from '#web/lib/use-hydrated';
import './messages';

interface ShareButtonsProps {
  /** What is shared: a headline or a post title. */
  title: string;
}

/** A name, the same in every language. */
const WHATSAPP = 'WhatsApp';

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-700';

/** Share this page on WhatsApp, or copy its address. */
export function ShareButtons({ title }: ShareButtonsProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  // The server renders pages without their address; it is filled in once the app runs.
  const url = useHydrated() ? window.location.href : '';
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.error(t`The link could not be copied. Copy it from the address bar.`);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm font-semibold text-slate-600">
        <Trans>Share</Trans>
      </span>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={buttonClass}>
        <ChatIcon className="size-4" />
        {WHATSAPP}
      </a>
      <button type="button" onClick={() => void copy()} className={buttonClass}>
        <LinkIcon className="size-4" />
        <span aria-live="polite">{copied ? t`Link copied` : t`Copy link`}</span>
      </button>
    </div>
  );
}
