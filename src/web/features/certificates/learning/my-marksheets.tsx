import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate } from '#common/format';
import { FailureAlert } from '#web/components/failure-alert';
import { useAuth } from '#web/lib/auth';
import { myMarksheetsQuery } from '../api/student-marksheets';
import './messages';

/** The student's valid marksheets (decision 069), to download; nothing for a student who has none. */
export function MyMarksheets() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { data, isError } = useQuery(myMarksheetsQuery(user?._id));
  if (isError) return <FailureAlert message={t`Your marksheets could not be loaded.`} />;
  if (!data?.length) return null;
  return (
    <section aria-labelledby="my-marksheets" className="space-y-4">
      <h2 id="my-marksheets" className="text-2xl font-bold">
        <Trans>My marksheets</Trans>
      </h2>
      <ul className="space-y-3">
        {data.map((marksheet) => {
          const { number, course, total, maxTotal, grade } = marksheet;
          const issuedOn = formatCalendarDate(marksheet.issuedOn);
          return (
            <li key={marksheet._id} className="card flex flex-wrap items-center gap-4">
              <div className="mr-auto min-w-0">
                <p className="font-semibold">
                  {course} · {number}
                </p>
                <p className="text-sm text-slate-600">
                  <Trans>
                    Issued on {issuedOn} · {total} of {maxTotal}
                  </Trans>
                  {grade && (
                    <>
                      {' · '}
                      <Trans>Grade {grade}</Trans>
                    </>
                  )}
                </p>
              </div>
              <a href={`${marksheet.pdfHref}?download=1`} download className="btn btn-primary">
                <Trans>
                  Download marksheet (PDF)<span className="sr-only"> for {course}</span>
                </Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
