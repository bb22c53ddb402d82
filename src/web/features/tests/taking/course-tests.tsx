import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '#common/format';
import { paths } from '#common/paths';
import { LoadError } from '#web/components/load-error';
import { myTestsQuery, startAttempt, type MyTestDto } from '../api/taking';
import './messages';

type Stage = 'open' | 'upcoming' | 'done';

/** Where a test stands for the student by the browser's clock (the server decides when it starts one). */
export function stageOf(test: MyTestDto, now: number): Stage {
  if (test.openAttemptId) return 'open';
  if (test.mode === 'offline') return test.offlineMarks === null ? 'upcoming' : 'done';
  if (test.attemptsUsed >= test.attemptsAllowed) return 'done';
  if (test.closesAt !== null && Date.parse(test.closesAt) <= now) return 'done';
  return Date.parse(test.opensAt) > now ? 'upcoming' : 'open';
}

/** The tests of a course the student takes: open ones to start or resume, upcoming, and done with results. */
export function CourseTests({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const tests = useQuery(myTestsQuery);
  const [now] = useState(() => Date.now());

  if (tests.status === 'pending') return null;
  if (tests.status === 'error')
    return (
      <LoadError
        inline
        title={t`Your tests could not be loaded.`}
        onRetry={() => void tests.refetch()}
      />
    );
  const mine = tests.data.filter((test) => test.courseId === courseId);
  if (mine.length === 0) return null;

  const stages: { stage: Stage; title: string }[] = [
    { stage: 'open', title: t`Open now` },
    { stage: 'upcoming', title: t`Upcoming` },
    { stage: 'done', title: t`Done` },
  ];
  return (
    <section aria-labelledby="course-tests" className="mb-8">
      <h2 id="course-tests" className="text-2xl font-bold">
        <Trans>Tests</Trans>
      </h2>
      {stages.map(({ stage, title }) => {
        const listed = mine.filter((test) => stageOf(test, now) === stage);
        if (listed.length === 0) return null;
        return (
          <div key={stage} className="mt-4">
            <h3 className="text-lg font-semibold">{title}</h3>
            <ul className="mt-2 space-y-3">
              {listed.map((test) => (
                <li key={test._id}>
                  <TestCard test={test} stage={stage} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function TestCard({ test, stage }: { test: MyTestDto; stage: Stage }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const left = test.attemptsAllowed - test.attemptsUsed;
  const submitted = test.attempts.filter((attempt) => attempt.submittedAt !== null);

  const start = async () => {
    setStarting(true);
    try {
      const attempt = await startAttempt(test._id);
      await navigate(paths.testAttempt.getHref(attempt._id));
    } finally {
      setStarting(false);
    }
  };

  return (
    <article
      aria-labelledby={`test-${test._id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h4 id={`test-${test._id}`} className="font-bold">
        {test.title}
      </h4>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
        {test.mode === 'offline' ? (
          <li>
            <Trans>Paper test</Trans>
          </li>
        ) : (
          test.timeLimitMinutes !== null && (
            <li>
              <Plural value={test.timeLimitMinutes} one="# minute" other="# minutes" />
            </li>
          )
        )}
        <li>
          {test.closesAt ? (
            <Trans>
              Open from {formatDateTime(test.opensAt)} to {formatDateTime(test.closesAt)}
            </Trans>
          ) : (
            <Trans>Opens {formatDateTime(test.opensAt)}</Trans>
          )}
        </li>
        {test.mode === 'online' && (
          <li>
            <Plural value={left} one="# attempt left" other="# attempts left" />
          </li>
        )}
        {test.offlineMarks !== null && test.maxMarks !== null && (
          <li className="text-ink font-semibold">
            <Trans>
              Marks: {test.offlineMarks} of {test.maxMarks}
            </Trans>
          </li>
        )}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        {test.openAttemptId ? (
          <Link to={paths.testAttempt.getHref(test.openAttemptId)} className="btn btn-primary">
            <Trans>Resume test</Trans>
          </Link>
        ) : (
          stage === 'open' &&
          left > 0 && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={starting}
              onClick={() => void start()}
            >
              <Trans>Start test</Trans>
            </button>
          )
        )}
        {submitted.map((attempt) => (
          <Link
            key={attempt._id}
            to={paths.testResult.getHref(attempt._id)}
            className="btn btn-outline"
          >
            {submitted.length === 1 ? (
              <Trans>Result</Trans>
            ) : (
              <Trans>Result of attempt {attempt.number}</Trans>
            )}
          </Link>
        ))}
      </div>
    </article>
  );
}
