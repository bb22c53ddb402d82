import { Trans } from '@lingui/react/macro';
import type { CertificateEvent } from '#common/schemas/certificates';
import { useLanguage } from '#web/lib/use-language';
import './messages';

const whenIn = (language: string) =>
  new Intl.DateTimeFormat(`${language}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

/** Every change to the certificate: what, by whom, when. */
export function CertificateHistory({ events }: { events: CertificateEvent[] }) {
  const when = whenIn(useLanguage());
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history" className="text-lg font-bold">
        <Trans>History</Trans>
      </h2>
      <ol className="mt-4 space-y-3">
        {events.map((event) => (
          <li key={`${event.createdAt}-${event.action}-${event.detail}`} className="text-sm">
            <p className="text-ink">{event.detail}</p>
            <p className="text-slate-500">
              {event.actorName} ·{' '}
              <time dateTime={event.createdAt}>{when.format(new Date(event.createdAt))}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
