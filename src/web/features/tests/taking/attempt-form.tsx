import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#common/paths';
import type { GivenAnswer } from '#common/tests';
import { ApiError } from '#web/lib/api';
import { sendAnswer, submitAttempt, takingKeys, type TakenAttempt } from '../api/taking';
import { AnswerQueue } from './answer-queue';
import { isAnswered } from './answered';
import { QuestionField } from './question-field';
import { QuestionNav } from './question-nav';
import { SaveStatus } from './save-status';
import { TimeLeft, useSecondsLeft } from './time-left';
import './messages';

type Layout = 'one' | 'all';
const LAYOUT_KEY = 'vci-test-layout';

/** How often answers kept offline are tried again, besides when the browser says it is online. */
const RETRY_MS = 10_000;

const storedLayout = (): Layout => (localStorage.getItem(LAYOUT_KEY) === 'all' ? 'all' : 'one');

interface AttemptFormProps {
  attempt: TakenAttempt;
}

/**
 * An attempt under way: its questions one at a time or all on one page (the student's choice,
 * kept on the device), the time left, each answer saved as it is given through the answer queue,
 * and the submission, by the student or when the time is over.
 */
export function AttemptForm({ attempt }: AttemptFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new AnswerQueue(attempt._id, (questionId, answer) =>
        sendAnswer(attempt._id, questionId, answer),
      ),
  );
  const saving = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  const [answers, setAnswers] = useState<Record<string, GivenAnswer>>(() => ({
    ...attempt.answers,
    ...queue.waitingAnswers(),
  }));
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  const [timeOver, setTimeOver] = useState(false);
  const busy = useRef(false);
  const afterTime = useRef(false);

  const questions = attempt.questions;
  const closed = saving.status === 'closed';
  const answeredCount = questions.filter((q) => isAnswered(answers[q._id])).length;

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setSubmitProblem(null);
    try {
      await queue.flush();
      // Refused for good (the time was up): the alert says what was not saved, and links the result.
      if (queue.getState().status === 'closed') return;
      if (queue.getState().status === 'offline') {
        setSubmitProblem(
          t`You are offline. Your answers are kept on this device; the test is submitted once the connection is back.`,
        );
        return;
      }
      await submitAttempt(attempt._id);
      queue.clear();
      queryClient.removeQueries({ queryKey: takingKeys.attempt(attempt._id) });
      await queryClient.invalidateQueries({ queryKey: takingKeys.mine });
      await navigate(paths.testResult.getHref(attempt._id), { replace: true });
    } catch (error) {
      setSubmitProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [attempt._id, navigate, queryClient, queue, t]);

  const seconds = useSecondsLeft(attempt.secondsLeft ?? 0, attempt.receivedAt, () => {
    if (attempt.secondsLeft === null) return;
    afterTime.current = true;
    setTimeOver(true);
    void submit();
  });

  // Answers kept from before (offline, a closed tab) go now; then whenever the connection is back.
  const retry = useEffectEvent(() => {
    void queue.flush().then(() => {
      if (afterTime.current && queue.getState().status === 'saved') void submit();
    });
  });
  useEffect(() => {
    const again = () => retry();
    again();
    window.addEventListener('online', again);
    const interval = setInterval(() => {
      if (queue.getState().status === 'offline') again();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', again);
      clearInterval(interval);
    };
  }, [queue]);

  const give = (questionId: string) => (answer: GivenAnswer, typing?: boolean) => {
    setAnswers((before) => ({ ...before, [questionId]: answer }));
    queue.give(questionId, answer, { typing });
  };

  const chooseLayout = (next: Layout) => {
    localStorage.setItem(LAYOUT_KEY, next);
    setLayout(next);
  };

  const shown = layout === 'all' ? questions : questions.slice(index, index + 1);
  const disabled = closed || timeOver || submitting;

  return (
    <div className="page-container py-6">
      <header className="sticky top-(--header-short) z-30 -mx-4 mb-6 border-b border-slate-200 bg-white px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <h1 className="text-xl font-bold">{attempt.title}</h1>
          {attempt.secondsLeft !== null && <TimeLeft seconds={seconds} />}
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
          <SaveStatus state={saving} />
          <p className="text-sm text-slate-600">
            <Trans>
              {answeredCount} of {questions.length} answered
            </Trans>
          </p>
        </div>
      </header>

      {(closed || saving.refused.length > 0) && (
        <div
          role="alert"
          className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {saving.refusal && <p className="font-semibold">{saving.refusal}</p>}
          {saving.refused.length > 0 && (
            <p className="mt-1">
              <Trans>Not saved:</Trans>{' '}
              {saving.refused
                .map((id) => questions.findIndex((q) => q._id === id) + 1)
                .filter((n) => n > 0)
                .map((n) => t`Question ${n}`)
                .join(', ')}
            </p>
          )}
          {closed && (
            <Link to={paths.testResult.getHref(attempt._id)} className="btn btn-primary mt-3">
              <Trans>See your result</Trans>
            </Link>
          )}
        </div>
      )}
      {timeOver && !closed && (
        <p role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <Trans>Time is up. Your test is being submitted.</Trans>
        </p>
      )}

      <fieldset className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <legend className="float-left mr-2 font-semibold">
          <Trans>Show</Trans>
        </legend>
        {(['one', 'all'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name="layout"
              checked={layout === choice}
              onChange={() => chooseLayout(choice)}
            />
            {choice === 'one' ? (
              <Trans>One question at a time</Trans>
            ) : (
              <Trans>All questions on one page</Trans>
            )}
          </label>
        ))}
      </fieldset>

      {layout === 'one' && (
        <QuestionNav questions={questions} answers={answers} current={index} onPick={setIndex} />
      )}

      <div className="space-y-6">
        {shown.map((question) => {
          const number = questions.indexOf(question) + 1;
          return (
            <QuestionField
              key={question._id}
              question={question}
              number={number}
              count={questions.length}
              answer={answers[question._id]}
              onAnswer={give(question._id)}
              disabled={disabled}
            />
          );
        })}
      </div>

      {layout === 'one' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-outline"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            <Trans>Previous question</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary ml-auto"
            disabled={index === questions.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            <Trans>Next question</Trans>
          </button>
        </div>
      )}

      <section
        aria-labelledby="submit-test"
        className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <h2 id="submit-test" className="text-lg font-bold">
          <Trans>Submit the test</Trans>
        </h2>
        {confirming ? (
          <div role="alert">
            <p className="mt-2">
              <Trans>
                You have answered {answeredCount} of {questions.length} questions. Once submitted,
                answers cannot be changed.
              </Trans>
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={disabled}
                onClick={() => void submit()}
              >
                {submitting ? <Trans>Submitting…</Trans> : <Trans>Yes, submit</Trans>}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setConfirming(false)}
              >
                <Trans>Keep answering</Trans>
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-primary mt-3"
            disabled={disabled}
            onClick={() => setConfirming(true)}
          >
            <Trans>Submit test</Trans>
          </button>
        )}
        {submitProblem && (
          <p role="alert" className="mt-3 text-red-700">
            {submitProblem}
          </p>
        )}
      </section>
    </div>
  );
}
