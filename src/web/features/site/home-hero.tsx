import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ESTABLISHED_YEAR } from '#common/site-settings';
import { ArrowRightIcon } from '#web/components/icons';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { BannerSlides } from './banner-slides';
import { CodeWindow } from './code-window';
import './messages';
import { useLocalized } from '#web/lib/use-localized';

/**
 * The full-screen banner: the slideshow behind the institute's welcome. On a phone it is at least
 * the screen's height as the page opens (`svh`, which does not change as the address bar hides),
 * whatever the length of the welcome in the page's language.
 */
export function HomeHero() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const { bannerImages, heroCourseCount } = settings;
  const inLanguage = useLocalized();
  const highlights = [
    { value: String(heroCourseCount), label: t`High quality courses` },
    { value: t`Online`, label: t`and offline classes` },
    { value: String(ESTABLISHED_YEAR), label: t`Established` },
  ];
  return (
    <section
      aria-label={t`Welcome`}
      className="bg-brand-950 relative isolate overflow-hidden pt-[calc(var(--header-tall)+2.5rem)] min-h-[100svh] pb-20 lg:flex lg:min-h-[100dvh] lg:items-center"
    >
      <BannerSlides images={bannerImages} />
      <div className="page-container relative grid items-center gap-14 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25 backdrop-blur">
            <span className="bg-accent-400 size-2 rounded-full" aria-hidden="true" />
            {inLanguage(settings, 'heroBadge')}
          </p>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-white sm:text-7xl">
            <Trans>
              Coding <span className="text-accent-300">Classes</span>
            </Trans>
          </h1>
          <p className="text-brand-50 mt-6 max-w-xl text-lg leading-relaxed">
            <Trans>
              Learn to program the practical way, with mentors who know your name. Pick from{' '}
              {heroCourseCount} high quality courses and go from your first line of code to projects
              you are proud of, online or in our classrooms.
            </Trans>
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              to={paths.registrationForm.getHref()}
              className="btn btn-accent px-7 py-3.5 text-base"
            >
              <Trans>Registration Now!</Trans>
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link
              to={paths.courses.getHref()}
              className="btn border border-white/70 px-7 py-3.5 text-base text-white hover:bg-white/10"
            >
              <Trans>Explore Courses</Trans>
            </Link>
          </div>
          <ul className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-white/20 pt-8">
            {highlights.map(({ value, label }) => (
              <li key={label}>
                <strong className="block text-2xl font-extrabold text-white sm:text-3xl">
                  {value}
                </strong>
                <span className="text-brand-100 mt-1 block text-sm">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="max-lg:hidden">
          <CodeWindow />
        </div>
      </div>
    </section>
  );
}
