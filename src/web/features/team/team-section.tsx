import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CoverImage } from '#web/components/cover-image';
import { useLocalized } from '#web/lib/use-localized';
import { teamQuery } from './api/team-query';
import './messages';

/** The About page's team: photo, name and position; hidden while there is no one to show. */
export function TeamSection() {
  const inLanguage = useLocalized();
  const { data: team, status } = useQuery(teamQuery);
  let grid;
  if (status === 'pending')
    grid = (
      <div role="status" className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
        <span className="sr-only">
          <Trans>Loading the team…</Trans>
        </span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} aria-hidden="true" className="animate-pulse space-y-3">
            <div className="aspect-square rounded-2xl bg-slate-200" />
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    );
  else if (!team?.length) return null;
  else
    grid = (
      <ul className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member._id}>
            <div className="overflow-hidden rounded-2xl">
              <CoverImage
                src={member.image}
                alt=""
                shape="square"
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
              />
            </div>
            <p className="text-ink mt-3 font-bold">{member.name}</p>
            <p className="text-sm text-slate-600">{inLanguage(member, 'position')}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="our-team" className="page-container pb-20">
      <h2 id="our-team" className="text-3xl font-extrabold tracking-tight">
        <Trans>Our Team</Trans>
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        <Trans>The mentors and staff who teach and look after our students.</Trans>
      </p>
      <div className="mt-8">{grid}</div>
    </section>
  );
}
