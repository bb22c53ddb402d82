import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDto } from '#common/schemas/courses';
import { DownloadIcon, FileIcon, LockIcon } from '#web/components/learning-icons';
import './messages';

interface Resource {
  id: string;
  title: string;
  url: string;
}

function ResourceGroup({
  title,
  items,
  locked,
  emptyText,
}: {
  title: string;
  items: Resource[];
  locked: boolean;
  emptyText: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2.5">
              <FileIcon className="size-5 shrink-0 text-slate-400" />
              <span className="text-ink min-w-0 flex-1 text-sm font-medium break-words">
                {item.title}
              </span>
              {locked ? (
                <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-slate-500">
                  <LockIcon className="size-4" />
                  <Trans>Locked</Trans>
                </span>
              ) : (
                <a
                  href={item.url}
                  download
                  className="text-brand-700 hover:bg-brand-50 relative flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold"
                >
                  <DownloadIcon className="size-4" />
                  <Trans>
                    Download<span className="sr-only"> {item.title}</span>
                  </Trans>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Syllabus files, e-books and slide decks: titles for everyone, downloads for buyers. */
export function CourseResources({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const { locked } = course;
  return (
    <section id="resources" aria-labelledby="resources-title" className="scroll-mt-28">
      <h2 id="resources-title" className="text-2xl font-bold">
        <Trans>Course resources</Trans>
      </h2>
      {locked && (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <LockIcon className="size-5 shrink-0" />
          {course.filesPaused ? (
            <Trans>
              Your files for this course are paused because a part of its fee is overdue. My
              Learning shows what to pay; they open again once it is paid.
            </Trans>
          ) : (
            <Trans>These resources unlock once you have purchased the course.</Trans>
          )}
        </p>
      )}
      <div className="mt-5 grid gap-5 lg:grid-cols-3">
        <ResourceGroup
          title={t`Syllabus`}
          locked={locked}
          emptyText={t`No syllabus files yet.`}
          items={course.syllabus.map((f) => ({ id: f._id, title: f.fileName, url: f.fileUrl }))}
        />
        <ResourceGroup
          title={t`E-books`}
          locked={locked}
          emptyText={t`No eBooks available for this course.`}
          items={course.ebooks.map((f) => ({ id: f._id, title: f.title, url: f.ebookUrl }))}
        />
        <ResourceGroup
          title={t`Slides (PPT)`}
          locked={locked}
          emptyText={t`No PPTs available for this course.`}
          items={course.ppt.map((f) => ({ id: f._id, title: f.title, url: f.pptUrl }))}
        />
      </div>
    </section>
  );
}
