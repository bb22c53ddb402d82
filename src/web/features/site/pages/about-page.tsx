import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumb } from '#web/components/breadcrumb';
import { PageIntro } from '#web/components/page-intro';
import { useSiteSettings } from '#web/lib/site-settings';
import { AboutVideo } from './about-video';
import { pages } from '#common/pages';
import './messages';

/** Who we are, our mission and vision; the route adds the team and the call to action. */
export function AboutPage() {
  const { t } = useLingui();
  const { chatGroupUrl, videos } = useSiteSettings();
  const features = [
    t`Online/Offline Classrooms`,
    t`In-demand courses`,
    t`Impactful learning material`,
    t`World-class teaching methods`,
    t`Flexible timings`,
  ];
  return (
    <>
      <PageIntro title={t`About`}>
        <Breadcrumb
          trail={[
            { name: t`Home`, path: pages.home.path },
            { name: t`About`, path: pages.about.path },
          ]}
        />
      </PageIntro>
      <div className="page-container space-y-20 pb-20">
        <section aria-labelledby="who-we-are" className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="who-we-are" className="text-3xl font-extrabold tracking-tight">
              <Trans>Who we are</Trans>
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">
              <Trans>
                We are a computer training institute that teaches programming, web development, data
                science and everyday computer skills to school students, college students and
                working people, in our classrooms and online.
              </Trans>
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} className="flex items-center gap-3 font-semibold">
                  <span
                    aria-hidden="true"
                    className="bg-brand-600 flex size-6 items-center justify-center rounded-full text-xs text-white"
                  >
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <p className="bg-accent-300/30 text-ink mt-6 rounded-xl p-4 font-semibold">
              <Trans>New here? Start with a free 1-month trial class before you decide.</Trans>
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href={chatGroupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-primary"
              >
                <Trans>Join Us</Trans>
              </a>
              {videos[0] && <AboutVideo video={videos[0]} />}
            </div>
          </div>
          <div className="grid gap-6">
            <section aria-labelledby="mission" className="card">
              <h2 id="mission" className="text-2xl font-bold">
                <Trans>Our Mission</Trans>
              </h2>
              <p className="mt-3 leading-relaxed text-slate-600">
                <Trans>
                  To make good computer education affordable and personal: small batches, mentors
                  who know every student by name, and projects that build real confidence.
                </Trans>
              </p>
            </section>
            <section aria-labelledby="vision" className="card">
              <h2 id="vision" className="text-2xl font-bold">
                <Trans>Our Vision</Trans>
              </h2>
              <p className="mt-3 leading-relaxed text-slate-600">
                <Trans>
                  A city where every young person can use a computer to create, not only to consume,
                  and where a good career in technology starts in the neighbourhood.
                </Trans>
              </p>
            </section>
          </div>
        </section>
      </div>
    </>
  );
}
