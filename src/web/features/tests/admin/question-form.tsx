import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { QuestionDto, QuestionInput } from '#common/schemas/tests';
import { DIFFICULTIES, QUESTION_KINDS, type Difficulty, type QuestionKind } from '#common/tests';
import { Field } from '#web/components/field';
import { FormFooter } from '#web/components/form-footer';
import { useTestLabels } from './labels';
import { fieldErrorsOf } from './server-errors';
import './messages';

interface Draft {
  kind: QuestionKind;
  text: string;
  code: string;
  codeLanguage: string;
  options: { text: string; correct: boolean }[];
  correct: boolean | undefined;
  value: string;
  tolerance: string;
  modelAnswer: string;
  marks: string;
  negativeMarks: string;
  explanation: string;
  tags: string;
  difficulty: Difficulty;
}

const blankOptions = () => [
  { text: '', correct: true },
  { text: '', correct: false },
];

const draftOf = (q?: QuestionDto): Draft => ({
  kind: q?.kind ?? 'single',
  text: q?.text ?? '',
  code: q?.code ?? '',
  codeLanguage: q?.codeLanguage ?? '',
  options: q && q.options.length > 0 ? q.options : blankOptions(),
  correct: q?.correct ?? undefined,
  value: q?.value === null || q?.value === undefined ? '' : String(q.value),
  tolerance: q?.tolerance ? String(q.tolerance) : '',
  modelAnswer: q?.modelAnswer ?? '',
  marks: q ? String(q.marks) : '1',
  negativeMarks: q ? String(q.negativeMarks) : '0',
  explanation: q?.explanation ?? '',
  tags: q?.tags.join(', ') ?? '',
  difficulty: q?.difficulty ?? 'medium',
});

/** A number field's value as the API takes it: empty is left out, anything else a number. */
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The draft as the API takes it; the server checks it by the shared schema. */
function inputOf(courseId: string, d: Draft): QuestionInput {
  const choice = d.kind === 'single' || d.kind === 'multiple';
  return {
    courseId,
    kind: d.kind,
    text: d.text,
    code: d.code,
    codeLanguage: d.code.trim() === '' ? '' : d.codeLanguage,
    options: choice ? d.options : [],
    ...(d.kind === 'true-false' && d.correct !== undefined ? { correct: d.correct } : {}),
    ...(d.kind === 'number'
      ? { value: numberOrNothing(d.value), tolerance: numberOrNothing(d.tolerance) ?? 0 }
      : {}),
    modelAnswer: d.kind === 'short-text' ? d.modelAnswer : '',
    marks: Number(d.marks),
    negativeMarks: Number(d.negativeMarks || 0),
    explanation: d.explanation,
    tags: d.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    difficulty: d.difficulty,
  };
}

interface QuestionFormProps {
  courseId: string;
  question?: QuestionDto;
  onSave: (input: QuestionInput) => Promise<unknown>;
  onCancel: () => void;
}

const controlClass = 'w-full rounded-lg border border-slate-300 px-3 py-2';

/** A question of the bank, every kind: its text and code, its answer, marks, tags and difficulty. */
export function QuestionForm({ courseId, question, onSave, onCancel }: QuestionFormProps) {
  const { t } = useLingui();
  const { kinds, difficulties } = useTestLabels();
  const [draft, setDraft] = useState(() => draftOf(question));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<Draft>) => setDraft((before) => ({ ...before, ...changes }));
  const setOption = (index: number, changes: Partial<Draft['options'][number]>) =>
    set({
      options: draft.options.map((o, i) => {
        if (i === index) return { ...o, ...changes };
        // A single-choice question has one correct option: choosing one clears the others.
        return draft.kind === 'single' && changes.correct ? { ...o, correct: false } : o;
      }),
    });
  const title = question ? t`Edit the question` : t`Add a question`;

  return (
    <form
      aria-label={title}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        onSave(inputOf(courseId, draft))
          .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
          .finally(() => setBusy(false));
      }}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Kind`} error={errors.kind}>
          {(props) => (
            <select
              {...props}
              className={controlClass}
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as QuestionKind })}
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Difficulty`} error={errors.difficulty}>
          {(props) => (
            <select
              {...props}
              className={controlClass}
              value={draft.difficulty}
              onChange={(event) => set({ difficulty: event.target.value as Difficulty })}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {difficulties[d]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t`Question`} error={errors.text}>
        {(props) => (
          <textarea
            {...props}
            className={controlClass}
            rows={3}
            value={draft.text}
            onChange={(event) => set({ text: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label={t`Code shown with the question (optional)`} error={errors.code}>
          {(props) => (
            <textarea
              {...props}
              className={`${controlClass} font-mono text-sm`}
              rows={4}
              spellCheck={false}
              value={draft.code}
              onChange={(event) => set({ code: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Code’s language`} hint={t`python, c, sql…`} error={errors.codeLanguage}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              maxLength={30}
              value={draft.codeLanguage}
              onChange={(event) => set({ codeLanguage: event.target.value })}
            />
          )}
        </Field>
      </div>

      {(draft.kind === 'single' || draft.kind === 'multiple') && (
        <fieldset className="space-y-2" aria-describedby="options-error">
          <legend className="text-sm font-semibold">
            {draft.kind === 'single' ? (
              <Trans>Options (choose the correct one)</Trans>
            ) : (
              <Trans>Options (tick every correct one)</Trans>
            )}
          </legend>
          {draft.options.map((option, index) => (
            <div key={index} className="flex flex-wrap items-center gap-2">
              <input
                type={draft.kind === 'single' ? 'radio' : 'checkbox'}
                name="correct-option"
                aria-label={t`Option ${index + 1} is correct`}
                checked={option.correct}
                onChange={(event) => setOption(index, { correct: event.target.checked })}
              />
              <input
                className={`${controlClass} min-w-0 flex-1`}
                aria-label={t`Option ${index + 1}`}
                value={option.text}
                onChange={(event) => setOption(index, { text: event.target.value })}
              />
              <button
                type="button"
                className="btn btn-outline px-2 py-1 text-xs"
                disabled={draft.options.length <= 2}
                aria-label={t`Remove option ${index + 1}`}
                onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
              >
                <Trans>Remove</Trans>
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-outline px-2 py-1 text-xs"
            disabled={draft.options.length >= 10}
            onClick={() => set({ options: [...draft.options, { text: '', correct: false }] })}
          >
            <Trans>Add an option</Trans>
          </button>
          <p id="options-error" aria-live="polite" className="text-sm font-medium text-red-700">
            {errors.options}
          </p>
        </fieldset>
      )}

      {draft.kind === 'true-false' && (
        <fieldset aria-describedby="correct-error">
          <legend className="text-sm font-semibold">
            <Trans>The statement is</Trans>
          </legend>
          <div className="mt-1 flex gap-4">
            {[true, false].map((value) => (
              <label key={String(value)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="statement"
                  checked={draft.correct === value}
                  onChange={() => set({ correct: value })}
                />
                {value ? <Trans>True</Trans> : <Trans>False</Trans>}
              </label>
            ))}
          </div>
          <p id="correct-error" aria-live="polite" className="text-sm font-medium text-red-700">
            {errors.correct}
          </p>
        </fieldset>
      )}

      {draft.kind === 'number' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Correct number`} error={errors.value}>
            {(props) => (
              <input
                {...props}
                className={controlClass}
                type="number"
                step="any"
                value={draft.value}
                onChange={(event) => set({ value: event.target.value })}
              />
            )}
          </Field>
          <Field label={t`Tolerance (±)`} error={errors.tolerance}>
            {(props) => (
              <input
                {...props}
                className={controlClass}
                type="number"
                step="any"
                min={0}
                value={draft.tolerance}
                onChange={(event) => set({ tolerance: event.target.value })}
              />
            )}
          </Field>
        </div>
      )}

      {draft.kind === 'short-text' && (
        <Field label={t`Model answer (for the trainer)`} error={errors.modelAnswer}>
          {(props) => (
            <textarea
              {...props}
              className={controlClass}
              rows={2}
              value={draft.modelAnswer}
              onChange={(event) => set({ modelAnswer: event.target.value })}
            />
          )}
        </Field>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t`Marks`} error={errors.marks}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              type="number"
              step="0.01"
              min={0.01}
              value={draft.marks}
              onChange={(event) => set({ marks: event.target.value })}
            />
          )}
        </Field>
        <Field
          label={t`Negative marks`}
          hint={t`Taken away for a wrong answer`}
          error={errors.negativeMarks}
        >
          {(props) => (
            <input
              {...props}
              className={controlClass}
              type="number"
              step="0.01"
              min={0}
              value={draft.negativeMarks}
              onChange={(event) => set({ negativeMarks: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Tags`} hint={t`Separated by commas`} error={errors.tags}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              value={draft.tags}
              onChange={(event) => set({ tags: event.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label={t`Explanation (shown after release)`} error={errors.explanation}>
        {(props) => (
          <textarea
            {...props}
            className={controlClass}
            rows={2}
            value={draft.explanation}
            onChange={(event) => set({ explanation: event.target.value })}
          />
        )}
      </Field>
      <FormFooter
        error={errors.form}
        busy={busy}
        saveLabel={<Trans>Save question</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onCancel}
      />
    </form>
  );
}
