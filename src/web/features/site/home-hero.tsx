import { Link } from 'react-router';
import { ESTABLISHED_YEAR } from '#common/site-settings';
import { ArrowRightIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import { CodeWindow } from './code-window';

const highlights = [
  { value: '1000', label: 'High quality courses' },
  { value: 'Online', label: 'and offline classes' },
  { value: String(ESTABLISHED_YEAR), label: 'Established' },
];

export function HomeHero() {
  return (
    <section className="from-brand-50 to-accent-300/25 relative overflow-hidden bg-linear-to-br via-white pt-[calc(var(--header-tall)+2.5rem)] pb-20 lg:flex lg:min-h-[min(100dvh,56rem)] lg:items-center">
      <div
        aria-hidden="true"
        className="bg-brand-200/50 absolute -top-32 -left-32 size-96 rounded-full blur-3xl"
      />
      <div className="page-container relative grid items-center gap-14 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-brand-700 ring-brand-100 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold shadow-sm ring-1">
            <span className="bg-accent-400 size-2 rounded-full" aria-hidden="true" />
            Classes Start From 2024
          </p>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl">
            Coding{' '}
            <span className="from-brand-600 to-brand-900 bg-linear-to-r bg-clip-text text-transparent">
              Classes
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Learn to program the practical way, with mentors who know your name. Pick from 1000 high
            quality courses and go from your first line of code to projects you are proud of, online
            or in our classrooms.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              to={paths.registrationForm.getHref()}
              className="btn btn-primary px-7 py-3.5 text-base"
            >
              Registration Now!
              <ArrowRightIcon className="size-5" />
            </Link>
            <Link to={paths.courses.getHref()} className="btn btn-outline px-7 py-3.5 text-base">
              Explore Courses
            </Link>
          </div>
          <ul className="mt-12 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-8">
            {highlights.map(({ value, label }) => (
              <li key={label}>
                <strong className="text-ink block text-2xl font-extrabold sm:text-3xl">
                  {value}
                </strong>
                <span className="mt-1 block text-sm text-slate-600">{label}</span>
              </li>
            ))}
          </ul>
        </div>
        <CodeWindow />
      </div>
    </section>
  );
}
