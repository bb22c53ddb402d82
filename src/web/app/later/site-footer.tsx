import { msg } from '@lingui/core/macro';
import './messages';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '#common/format';
import { ESTABLISHED_YEAR } from '#common/site-settings';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#web/components/contact-icons';
import { Logo } from '#web/components/logo';
import { SampleCertificate } from '#web/features/certificates/sample-certificate';
import { LatestNews } from '#web/features/articles/latest-news';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { useLocalized } from '#web/lib/use-localized';
import { LanguageSwitch } from '#web/app/language-switch';
import { SocialLinks } from './social-links';
import { TestModeNotice } from './test-mode-notice';

const companyLinks = [
  { label: msg`About Us`, href: paths.about.getHref() },
  { label: msg`Our Courses`, href: paths.courses.getHref() },
  { label: msg`Blog`, href: paths.blog.getHref() },
  { label: msg`News`, href: paths.news.getHref() },
  { label: msg`Contact Us`, href: paths.contact.getHref() },
  { label: msg`Register yourself`, href: paths.registrationForm.getHref() },
  { label: msg`Certificate Authentication`, href: paths.certificateAuthentication.getHref() },
];

const policyLinks = [
  { label: msg`Cancellation and Refund Policy`, href: paths.refund.getHref() },
  { label: msg`Shipping & Delivery Policy`, href: paths.shipping.getHref() },
  { label: msg`Terms and Conditions`, href: paths.terms.getHref() },
  { label: msg`Privacy Policy`, href: paths.privacy.getHref() },
];

const linkClass = 'hover:text-accent-300 transition-colors';

interface FooterColumnProps {
  title: string;
  className?: string;
  children: ReactNode;
}

function FooterColumn({ title, className, children }: FooterColumnProps) {
  return (
    <div className={className}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

function LinkList({ links }: { links: { label: MessageDescriptor; href: string }[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-2.5">
      {links.map(({ label, href }) => (
        <li key={href}>
          <Link to={href} className={linkClass}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const inLanguage = useLocalized();
  const year = new Date().getFullYear();
  const { name } = settings;
  return (
    <>
      <footer className="bg-brand-950 text-slate-300">
        <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-3 xl:grid-cols-[1.3fr_1fr_1fr_1.4fr_1.4fr]">
          <div className="col-span-2 lg:col-span-1">
            <Logo tone="light" />
            <p className="mt-5 max-w-xs leading-relaxed">{inLanguage(settings, 'tagline')}</p>
            <p className="text-accent-300 mt-3 text-sm font-semibold">
              <Trans>Established {ESTABLISHED_YEAR}</Trans>
            </p>
            <div className="mt-6">
              <SocialLinks social={settings.social} />
            </div>
            <div className="mt-6">
              <SampleCertificate />
            </div>
          </div>

          <FooterColumn title={t`Company`}>
            <LinkList links={companyLinks} />
          </FooterColumn>

          <FooterColumn title={t`Policies`}>
            <LinkList links={policyLinks} />
          </FooterColumn>

          <FooterColumn title={t`Get in touch`} className="col-span-2 lg:col-span-1">
            <ul className="space-y-3.5">
              <li className="flex gap-3">
                <PhoneIcon className="text-accent-400 mt-0.5 size-5 shrink-0" />
                <a href={`tel:+91${settings.phone}`} className={linkClass}>
                  {formatPhone(settings.phone)}
                </a>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="text-accent-400 mt-0.5 size-5 shrink-0" />
                <span>{inLanguage(settings, 'hours')}</span>
              </li>
              <li className="flex gap-3">
                <MailIcon className="text-accent-400 mt-0.5 size-5 shrink-0" />
                <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
                  {settings.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPinIcon className="text-accent-400 mt-0.5 size-5 shrink-0" />
                <address className="not-italic">{inLanguage(settings, 'address')}</address>
              </li>
            </ul>
          </FooterColumn>

          <div className="col-span-2 lg:col-span-2 xl:col-span-1">
            <LatestNews title={t`Latest News`} />
          </div>
        </div>

        <div className="border-t border-white/10">
          <div className="page-container flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>
              <Trans>
                © {year} {name}. All rights reserved.
              </Trans>
            </p>
            <div className="flex gap-6">
              <LanguageSwitch className={linkClass} />
              <Link to={paths.developedBy.getHref()} className={linkClass}>
                <Trans>Website credits</Trans>
              </Link>
            </div>
          </div>
        </div>
      </footer>
      <TestModeNotice endClassName="bg-brand-950" />
    </>
  );
}
