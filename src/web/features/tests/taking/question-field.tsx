import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AttemptDto } from '#common/schemas/tests';
import type { GivenAnswer } from '#common/tests';
import { CodeBlock } from './code-block';
import { MarksLine } from './marks-line';
import './messages';

export type ShownQuestion = AttemptDto['questions'][number];

interface QuestionFieldProps {
  question: ShownQuestion;
  number: number;
  count: number;
  answer: GivenAnswer | undefined;
  /** `typing`: a text or number being typed, sent after a pause. */
  onAnswer: (answer: GivenAnswer, typing?: boolean) => void;
  disabled: boolean;
}

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

/** One question as a group of fields: its legend, code, and the inputs its kind takes. */
export function QuestionField({
  question,
  number,
  count,
  answer,
  onAnswer,
  disabled,
}: QuestionFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const name = `${id}-answer`;
  const chosen = (optionId: string) =>
    (answer?.kind === 'single' && answer.optionId === optionId) ||
    (answer?.kind === 'multiple' && answer.optionIds.includes(optionId));
  const [numberText, setNumberText] = useState(
    answer?.kind === 'number' ? String(answer.value) : '',
  );

  let inputs;
  if (question.kind === 'single' || question.kind === 'multiple') {
    inputs = question.options.map((option) => (
      <label key={option.id} className={choiceClass}>
        <input
          type={question.kind === 'single' ? 'radio' : 'checkbox'}
          name={name}
          className="mt-1"
          checked={chosen(option.id)}
          disabled={disabled}
          onChange={(event) => {
            if (question.kind === 'single') onAnswer({ kind: 'single', optionId: option.id });
            else {
              const before = answer?.kind === 'multiple' ? answer.optionIds : [];
              const optionIds = event.target.checked
                ? [...before, option.id]
                : before.filter((other) => other !== option.id);
              onAnswer({ kind: 'multiple', optionIds });
            }
          }}
        />
        <span className="whitespace-pre-line">{option.text}</span>
      </label>
    ));
  } else if (question.kind === 'true-false') {
    inputs = [true, false].map((value) => (
      <label key={String(value)} className={choiceClass}>
        <input
          type="radio"
          name={name}
          className="mt-1"
          checked={answer?.kind === 'true-false' && answer.value === value}
          disabled={disabled}
          onChange={() => onAnswer({ kind: 'true-false', value })}
        />
        <span>{value ? <Trans>True</Trans> : <Trans>False</Trans>}</span>
      </label>
    ));
  } else if (question.kind === 'number') {
    const typed = numberText.trim() === '' ? null : Number(numberText.replace(',', '.'));
    const invalid = typed !== null && !Number.isFinite(typed);
    inputs = (
      <div>
        <label htmlFor={`${id}-number`} className="block font-semibold">
          <Trans>Your answer (a number)</Trans>
        </label>
        <input
          id={`${id}-number`}
          type="text"
          inputMode="decimal"
          className="input mt-1 w-full max-w-xs"
          value={numberText}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-number-error` : undefined}
          onChange={(event) => {
            setNumberText(event.target.value);
            const value = Number(event.target.value.trim().replace(',', '.'));
            if (event.target.value.trim() !== '' && Number.isFinite(value))
              onAnswer({ kind: 'number', value }, true);
          }}
        />
        {invalid && (
          <p id={`${id}-number-error`} className="mt-1 text-sm text-red-700">
            <Trans>Enter a number, such as 42 or 3.5.</Trans>
          </p>
        )}
      </div>
    );
  } else {
    inputs = (
      <div>
        <label htmlFor={`${id}-text`} className="block font-semibold">
          <Trans>Your answer</Trans>
        </label>
        <textarea
          id={`${id}-text`}
          className="input mt-1 min-h-32 w-full"
          value={answer?.kind === 'short-text' ? answer.text : ''}
          maxLength={5000}
          disabled={disabled}
          onChange={(event) => onAnswer({ kind: 'short-text', text: event.target.value }, true)}
        />
      </div>
    );
  }

  return (
    <fieldset
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-describedby={`${id}-marks`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-600">
        {t`Question ${number} of ${count}`}
      </legend>
      <p className="text-ink text-lg font-semibold whitespace-pre-line">{question.text}</p>
      <MarksLine id={`${id}-marks`} marks={question.marks} negativeMarks={question.negativeMarks} />
      {question.code && <CodeBlock code={question.code} language={question.codeLanguage} />}
      {question.kind === 'multiple' && (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Choose every correct option.</Trans>
        </p>
      )}
      <div className="mt-4 space-y-2">{inputs}</div>
    </fieldset>
  );
}
