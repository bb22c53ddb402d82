import { Trans, useLingui } from '@lingui/react/macro';
import { PagePart } from '#web/components/page-part';
import { formatPhone } from '#common/format';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#web/components/contact-icons';
import { PageIntro } from '#web/components/page-intro';
import { useSiteSettings } from '#web/lib/site-settings';
import { useLocalized } from '#web/lib/use-localized';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import './messages';

export function ContactPage() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const inLanguage = useLocalized();
  const address = inLanguage(settings, 'address');
  const details = [
    {
      Icon: PhoneIcon,
      label: t`Call us`,
      content: <a href={`tel:+91${settings.phone}`}>{formatPhone(settings.phone)}</a>,
    },
    {
      Icon: MailIcon,
      label: t`Write to us`,
      content: (
        <a href={`mailto:${settings.email}`} className="break-all">
          {settings.email}
        </a>
      ),
    },
    { Icon: ClockIcon, label: t`Open`, content: inLanguage(settings, 'hours') },
    {
      Icon: MapPinIcon,
      label: t`Visit us`,
      content: <address className="not-italic">{address}</address>,
    },
  ];
  return (
    <>
      <PageIntro title={t`Contact Us`}>
        <Trans>Send us a question, call us or visit our classrooms; we are happy to help.</Trans>
      </PageIntro>
      <div className="page-container grid gap-10 pb-20 lg:grid-cols-[1.3fr_1fr]">
        <PagePart>
          <ContactForm />
        </PagePart>
        <div className="space-y-6">
          <ul className="card space-y-5">
            {details.map(({ Icon, label, content }) => (
              <li key={label} className="flex gap-4">
                <span className="bg-brand-50 text-brand-700 flex size-11 shrink-0 items-center justify-center rounded-full">
                  <Icon />
                </span>
                <div>
                  <span className="text-ink block font-semibold">{label}</span>
                  <div className="text-slate-600">{content}</div>
                </div>
              </li>
            ))}
          </ul>
          <ContactMap address={address} src={settings.mapEmbedUrl} />
        </div>
      </div>
    </>
  );
}
