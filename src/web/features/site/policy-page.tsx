import type { ReactNode } from 'react';
import { formatPhone } from '#common/format';
import { POLICY_DATE } from '#common/site-settings';
import { PageIntro } from '#web/components/page-intro';
import { useSiteSettings } from '#web/lib/site-settings';

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
  return (
    <>
      <PageIntro title={title}>{summary}</PageIntro>
      <div className="page-container pb-20">
        <article className="mx-auto max-w-3xl space-y-10 leading-relaxed text-slate-700">
          <p className="text-sm font-semibold text-slate-500">
            Last updated: <time dateTime="2025-01-25">{POLICY_DATE}</time>
          </p>
          {sections.map(({ heading, body }) => (
            <section key={heading} className="space-y-3">
              <h2 className="text-xl font-bold">{heading}</h2>
              {body}
            </section>
          ))}
          <section aria-labelledby="policy-contact" className="card space-y-2">
            <h2 id="policy-contact" className="text-xl font-bold">
              Contact us
            </h2>
            <p>{settings.name}</p>
            <address className="not-italic">{settings.address}</address>
            <p>
              Phone: <a href={`tel:+91${settings.phone}`}>{formatPhone(settings.phone)}</a>
            </p>
            <p>
              E-mail:{' '}
              <a href={`mailto:${settings.email}`} className="text-brand-700 underline">
                {settings.email}
              </a>
            </p>
            <p>Hours: {settings.hours}</p>
          </section>
        </article>
      </div>
    </>
  );
}
