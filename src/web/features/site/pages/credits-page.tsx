import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import credits from 'virtual:open-source-credits';
import { ESTABLISHED_YEAR } from '#common/site-settings';
import { PageIntro } from '#web/components/page-intro';
import { paths } from '#common/paths';
import { useSiteSettings } from '#web/lib/site-settings';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

const own = credits.filter((credit) => credit.direct);
const theirs = credits.filter((credit) => !credit.direct);

const npmPage = (name: string, version: string) =>
  `https://www.npmjs.com/package/${name}/v/${version}`;

/** Who made the website, and the open-source packages it runs on with their licences. */
export function CreditsPage() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const name = settings.name;
  const address = useLocalized()(settings, 'address');
  const count = credits.length;
  return (
    <>
      <PageIntro title={t`Website credits`}>
        <p>
          <Trans>The people and tools behind this website.</Trans>
        </p>
        <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
          <Trans>Go to website</Trans>
        </Link>
      </PageIntro>
      <div className="page-container pb-20">
        <div className="mx-auto max-w-4xl space-y-12 leading-relaxed text-slate-700">
          <section aria-labelledby="institute" className="space-y-3">
            <h2 id="institute" className="text-2xl font-bold text-slate-900">
              <Trans>The institute</Trans>
            </h2>
            <p>
              <Trans>
                This website belongs to {name}, established in {ESTABLISHED_YEAR}, {address}. Its
                courses, words and pictures are the institute&apos;s own.
              </Trans>
            </p>
          </section>
          <section aria-labelledby="open-source" className="space-y-4">
            <h2 id="open-source" className="text-2xl font-bold text-slate-900">
              <Trans>Open-source software</Trans>
            </h2>
            <p>
              <Trans>
                The website is built on open-source software; thank you to everyone who writes and
                looks after it. These are the {count} packages it runs on, as installed when this
                version of the site was built, each under its own licence.
              </Trans>
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold text-slate-900">
                  <Trans>The packages the website uses directly</Trans>
                </caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-4">
                      <Trans>Package</Trans>
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      <Trans>Version</Trans>
                    </th>
                    <th scope="col" className="py-2">
                      <Trans>Licence</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {own.map(({ name: pkg, version, licence }) => (
                    <tr key={`${pkg}@${version}`} className="border-b border-slate-100">
                      <th scope="row" className="py-1.5 pr-4 font-medium">
                        <a href={npmPage(pkg, version)} className="text-brand-700 underline">
                          {pkg}
                        </a>
                      </th>
                      <td className="py-1.5 pr-4">{version}</td>
                      <td className="py-1.5">{licence}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3 className="pt-4 font-semibold text-slate-900">
              <Trans>And the packages they use</Trans>
            </h3>
            <ul className="columns-1 gap-8 text-sm sm:columns-2 lg:columns-3">
              {theirs.map(({ name: pkg, version, licence }) => (
                <li key={`${pkg}@${version}`} className="break-inside-avoid py-0.5">
                  {pkg} {version} <span className="text-slate-500">({licence})</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
