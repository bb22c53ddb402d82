import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDay, formatPhone } from '#common/format';
import { POLICY_DATE } from '#common/site-settings';
import { PageIntro } from '#web/components/page-intro';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import { useSiteSettings } from '#web/lib/site-settings';
import './messages';

const POLICY_DAY = new Date(`${POLICY_DATE} UTC`).toISOString().slice(0, 10);

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

interface PolicyPageProps {
  title: string;
  summary: string;
  sections: PolicySection[];
}

/** A policy: its date, its sections, and who to contact about it. */
export function PolicyPage({ title, summary, sections }: PolicyPageProps) {
  const settings = useSiteSettings();
  const language = useLanguage();
  const inLanguage = useLocalized();
  const updated = language === 'hi' ? formatDay(POLICY_DAY, language) : POLICY_DATE;
  const phone = formatPhone(settings.phone);
  const hours = inLanguage(settings, 'hours');
  return (
    <>
      <PageIntro title={title}>{summary}</PageIntro>
      <div className="page-container pb-20">
        <article className="mx-auto max-w-3xl space-y-10 leading-relaxed text-slate-700">
          <p className="text-sm font-semibold text-slate-500">
            <Trans>
              Last updated: <time dateTime={POLICY_DAY}>{updated}</time>
            </Trans>
          </p>
          {sections.map(({ heading, body }) => (
            <section key={heading} className="space-y-3">
              <h2 className="text-xl font-bold">{heading}</h2>
              {body}
            </section>
          ))}
          <section aria-labelledby="policy-contact" className="card space-y-2">
            <h2 id="policy-contact" className="text-xl font-bold">
              <Trans>Contact us</Trans>
            </h2>
            <p>{settings.name}</p>
            <address className="not-italic">{inLanguage(settings, 'address')}</address>
            <p>
              <Trans>
                Phone: <a href={`tel:+91${settings.phone}`}>{phone}</a>
              </Trans>
            </p>
            <p>
              <Trans>E-mail:</Trans>{' '}
              <a href={`mailto:${settings.email}`} className="text-brand-700 underline">
                {settings.email}
              </a>
            </p>
            <p>
              <Trans>Hours: {hours}</Trans>
            </p>
          </section>
        </article>
      </div>
    </>
  );
}
