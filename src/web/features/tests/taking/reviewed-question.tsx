import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultDto } from '#common/schemas/tests';
import type { GivenAnswer } from '#common/tests';
import { CodeBlock } from './code-block';
import { MarksLine } from './marks-line';
import './messages';

type Reviewed = NonNullable<ResultDto['review']>[number];

interface ReviewedQuestionProps {
  question: Reviewed;
  number: number;
  given: GivenAnswer | undefined;
}

/** A released question: what the student answered, the right answer, the marks it got and why. */
export function ReviewedQuestion({ question, number, given }: ReviewedQuestionProps) {
  const { t, i18n } = useLingui();
  const optionText = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
  const yesNo = (value: boolean) => (value ? t`True` : t`False`);

  let yours: string | null = null;
  if (given?.kind === 'single') yours = optionText(given.optionId);
  else if (given?.kind === 'multiple') yours = given.optionIds.map(optionText).join('; ');
  else if (given?.kind === 'true-false') yours = yesNo(given.value);
  else if (given?.kind === 'number') yours = i18n.number(given.value);
  else if (given?.kind === 'short-text') yours = given.text;

  let right: string;
  if (question.kind === 'single' || question.kind === 'multiple')
    right = question.correctOptionIds.map(optionText).join('; ');
  else if (question.kind === 'true-false') right = yesNo(question.correct ?? false);
  else if (question.kind === 'number')
    right = question.tolerance
      ? t`${i18n.number(question.value ?? 0)} (± ${i18n.number(question.tolerance)})`
      : i18n.number(question.value ?? 0);
  else right = question.modelAnswer;

  return (
    <article
      aria-labelledby={`reviewed-${question._id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`reviewed-${question._id}`} className="text-sm font-semibold text-slate-600">
        {t`Question ${number}`}
      </h3>
      <p className="text-ink mt-1 text-lg font-semibold whitespace-pre-line">{question.text}</p>
      <MarksLine marks={question.marks} negativeMarks={question.negativeMarks} />
      {question.code && <CodeBlock code={question.code} language={question.codeLanguage} />}
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">
          <Trans>Your answer</Trans>
        </dt>
        <dd className="whitespace-pre-line">{yours ?? <Trans>Not answered</Trans>}</dd>
        <dt className="font-semibold">
          <Trans>Correct answer</Trans>
        </dt>
        <dd className="whitespace-pre-line">{right}</dd>
        <dt className="font-semibold">
          <Trans>Marks</Trans>
        </dt>
        <dd>
          {question.marksAwarded === null ? (
            <Trans>Not marked yet</Trans>
          ) : (
            <Trans>
              {i18n.number(question.marksAwarded)} of {i18n.number(question.marks)}
            </Trans>
          )}
        </dd>
      </dl>
      {question.explanation && (
        <div className="mt-4 rounded-xl bg-slate-50 p-3">
          <h4 className="font-semibold">
            <Trans>Explanation</Trans>
          </h4>
          <p className="mt-1 whitespace-pre-line">{question.explanation}</p>
        </div>
      )}
    </article>
  );
}
