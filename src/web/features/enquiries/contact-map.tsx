import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useInView } from '#web/lib/use-in-view';
import './messages';

const mapClass = 'aspect-[4/3] w-full rounded-2xl border border-slate-200';

/**
 * The institute on a map: a third party's page, loaded once the space kept for it comes near the
 * screen (creating the frame alone holds a phone for some 25 ms).
 */
export function ContactMap({ address, src }: { address: string; src: string }) {
  const { t } = useLingui();
  const space = useRef<HTMLDivElement>(null);
  const near = useInView(space, { once: true, margin: '200px' });
  return near ? (
    <iframe
      title={t`Map: ${address}`}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className={mapClass}
    />
  ) : (
    <div ref={space} className={mapClass} />
  );
}
