import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { DrawRule, QuestionDto, TestDto, TestInput } from '#common/schemas/tests';
import { DIFFICULTIES, type Difficulty, type ResultRule, type TestMode } from '#common/tests';
import { Field } from '#web/components/field';
import { FormFooter } from '#web/components/form-footer';
import { useTestLabels } from './labels';
import { fieldErrorsOf } from './server-errors';
import './messages';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` field shows it, in the browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

interface Draft {
  title: string;
  mode: TestMode;
  picking: 'chosen' | 'draw';
  questionIds: string[];
  draw: { tag: string; difficulty: string; count: string }[];
  timeLimitMinutes: string;
  opensAt: string;
  closesAt: string;
  attemptsAllowed: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  maxMarks: string;
  passMarks: string;
  results: ResultRule;
}

const draftOf = (test?: TestDto): Draft => ({
  title: test?.title ?? '',
  mode: test?.mode ?? 'online',
  picking: test && test.draw.length > 0 ? 'draw' : 'chosen',
  questionIds: test?.questionIds ?? [],
  draw: (test?.draw ?? []).map((rule) => ({
    tag: rule.tag ?? '',
    difficulty: rule.difficulty ?? '',
    count: String(rule.count),
  })),
  timeLimitMinutes: test?.timeLimitMinutes ? String(test.timeLimitMinutes) : '',
  opensAt: localInput(test?.opensAt ?? null),
  closesAt: localInput(test?.closesAt ?? null),
  attemptsAllowed: String(test?.attemptsAllowed ?? 1),
  shuffleQuestions: test?.shuffleQuestions ?? false,
  shuffleOptions: test?.shuffleOptions ?? false,
  maxMarks: test?.maxMarks ? String(test.maxMarks) : '',
  passMarks: String(test?.passMarks ?? 0),
  results: test?.results ?? 'on-release',
});

function inputOf(courseId: string, bank: QuestionDto[], d: Draft): TestInput {
  const online = d.mode === 'online';
  const draw: DrawRule[] = d.draw.map((rule) => ({
    ...(rule.tag ? { tag: rule.tag } : {}),
    ...(rule.difficulty ? { difficulty: rule.difficulty as Difficulty } : {}),
    count: Number(rule.count),
  }));
  return {
    courseId,
    title: d.title,
    mode: d.mode,
    // The bank's order is the test's order.
    questionIds:
      online && d.picking === 'chosen'
        ? bank.filter((q) => d.questionIds.includes(q._id)).map((q) => q._id)
        : [],
    draw: online && d.picking === 'draw' ? draw : [],
    timeLimitMinutes: online && d.timeLimitMinutes ? Number(d.timeLimitMinutes) : null,
    opensAt: instantOf(d.opensAt),
    closesAt: d.closesAt ? instantOf(d.closesAt) : null,
    attemptsAllowed: Number(d.attemptsAllowed),
    shuffleQuestions: d.shuffleQuestions,
    shuffleOptions: d.shuffleOptions,
    ...(online ? {} : { maxMarks: Number(d.maxMarks) }),
    passMarks: Number(d.passMarks),
    results: d.results,
  };
}

interface TestFormProps {
  courseId: string;
  bank: QuestionDto[];
  test?: TestDto;
  onSave: (input: TestInput) => Promise<unknown>;
  onCancel: () => void;
}

const controlClass = 'w-full rounded-lg border border-slate-300 px-3 py-2';

/**
 * A test: online (chosen questions or draw rules, time limit, shuffling) or on paper (its total);
 * its window, attempts, pass mark and when results show.
 */
export function TestForm({ courseId, bank, test, onSave, onCancel }: TestFormProps) {
  const { t } = useLingui();
  const { kinds, difficulties } = useTestLabels();
  const [draft, setDraft] = useState(() => draftOf(test));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const ruleId = useId();
  const set = (changes: Partial<Draft>) => setDraft((before) => ({ ...before, ...changes }));
  const online = draft.mode === 'online';
  const tags = [...new Set(bank.flatMap((q) => q.tags))].sort();
  const chosenMarks = bank
    .filter((q) => draft.questionIds.includes(q._id))
    .reduce((sum, q) => sum + q.marks, 0);
  const setRule = (index: number, changes: Partial<Draft['draw'][number]>) =>
    set({ draw: draft.draw.map((r, i) => (i === index ? { ...r, ...changes } : r)) });
  const title = test ? t`Edit the test` : t`New test`;

  return (
    <form
      aria-label={title}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setErrors({});
        onSave(inputOf(courseId, bank, draft))
          .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
          .finally(() => setBusy(false));
      }}
    >
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Title`} error={errors.title}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              maxLength={200}
              value={draft.title}
              onChange={(event) => set({ title: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Taken`} error={errors.mode}>
          {(props) => (
            <select
              {...props}
              className={controlClass}
              value={draft.mode}
              onChange={(event) => set({ mode: event.target.value as TestMode })}
            >
              <option value="online">{t`Online, in the learning area`}</option>
              <option value="offline">{t`On paper (marks entered by the trainer)`}</option>
            </select>
          )}
        </Field>
      </div>

      {online && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">
            <Trans>Questions</Trans>
          </legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="picking"
                checked={draft.picking === 'chosen'}
                onChange={() => set({ picking: 'chosen' })}
              />
              <Trans>Chosen questions</Trans>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="picking"
                checked={draft.picking === 'draw'}
                onChange={() => set({ picking: 'draw' })}
              />
              <Trans>A random draw by tag and difficulty</Trans>
            </label>
          </div>
          {draft.picking === 'chosen' ? (
            <div>
              <p className="text-sm text-slate-600" aria-live="polite">
                <Trans>
                  {draft.questionIds.length} chosen, {chosenMarks} marks in all.
                </Trans>
              </p>
              <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2">
                {bank.map((q) => (
                  <li key={q._id}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        className="mt-1"
                        checked={draft.questionIds.includes(q._id)}
                        onChange={(event) =>
                          set({
                            questionIds: event.target.checked
                              ? [...draft.questionIds, q._id]
                              : draft.questionIds.filter((id) => id !== q._id),
                          })
                        }
                      />
                      <span className="min-w-0 break-words">
                        {q.text}{' '}
                        <span className="text-xs text-slate-500">
                          ({kinds[q.kind]}, {difficulties[q.difficulty]}, {q.marks})
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="space-y-2">
              {draft.draw.map((rule, index) => (
                <div
                  key={index}
                  role="group"
                  aria-label={t`Rule ${index + 1}`}
                  className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_1fr_7rem_auto]"
                >
                  <div>
                    <label className="block text-sm" htmlFor={`${ruleId}-tag-${index}`}>
                      <Trans>Tag</Trans>
                    </label>
                    <select
                      id={`${ruleId}-tag-${index}`}
                      className={controlClass}
                      value={rule.tag}
                      onChange={(event) => setRule(index, { tag: event.target.value })}
                    >
                      <option value="">{t`Any tag`}</option>
                      {tags.map((tag) => (
                        <option key={tag}>{tag}</option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label className="block text-sm" htmlFor={`${ruleId}-difficulty-${index}`}>
                      <Trans>Difficulty</Trans>
                    </label>
                    <select
                      id={`${ruleId}-difficulty-${index}`}
                      className={controlClass}
                      value={rule.difficulty}
                      onChange={(event) => setRule(index, { difficulty: event.target.value })}
                    >
                      <option value="">{t`Any difficulty`}</option>
                      {DIFFICULTIES.map((d) => (
                        <option key={d} value={d}>
                          {difficulties[d]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div>
                    <label className="block text-sm" htmlFor={`${ruleId}-count-${index}`}>
                      <Trans>How many</Trans>
                    </label>
                    <input
                      id={`${ruleId}-count-${index}`}
                      className={controlClass}
                      type="number"
                      min={1}
                      max={200}
                      value={rule.count}
                      onChange={(event) => setRule(index, { count: event.target.value })}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn btn-outline self-end px-2 py-1 text-xs"
                    aria-label={t`Remove rule ${index + 1}`}
                    onClick={() => set({ draw: draft.draw.filter((_, i) => i !== index) })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="btn btn-outline px-2 py-1 text-xs"
                onClick={() =>
                  set({ draw: [...draft.draw, { tag: '', difficulty: '', count: '5' }] })
                }
              >
                <Trans>Add a rule</Trans>
              </button>
            </div>
          )}
          <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
            {errors.questionIds ?? errors.draw}
          </p>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t`Opens`} error={errors.opensAt}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              type="datetime-local"
              value={draft.opensAt}
              onChange={(event) => set({ opensAt: event.target.value })}
            />
          )}
        </Field>
        <Field label={t`Closes (optional)`} error={errors.closesAt}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              type="datetime-local"
              value={draft.closesAt}
              onChange={(event) => set({ closesAt: event.target.value })}
            />
          )}
        </Field>
        {online ? (
          <Field
            label={t`Time limit in minutes`}
            hint={t`Empty for none`}
            error={errors.timeLimitMinutes}
          >
            {(props) => (
              <input
                {...props}
                className={controlClass}
                type="number"
                min={1}
                max={600}
                value={draft.timeLimitMinutes}
                onChange={(event) => set({ timeLimitMinutes: event.target.value })}
              />
            )}
          </Field>
        ) : (
          <Field label={t`Total marks of the paper`} error={errors.maxMarks}>
            {(props) => (
              <input
                {...props}
                className={controlClass}
                type="number"
                step="0.01"
                min={0.01}
                value={draft.maxMarks}
                onChange={(event) => set({ maxMarks: event.target.value })}
              />
            )}
          </Field>
        )}
        <Field label={t`Pass mark`} error={errors.passMarks}>
          {(props) => (
            <input
              {...props}
              className={controlClass}
              type="number"
              step="0.01"
              min={0}
              value={draft.passMarks}
              onChange={(event) => set({ passMarks: event.target.value })}
            />
          )}
        </Field>
        {online && (
          <Field label={t`Attempts allowed`} error={errors.attemptsAllowed}>
            {(props) => (
              <input
                {...props}
                className={controlClass}
                type="number"
                min={1}
                max={20}
                value={draft.attemptsAllowed}
                onChange={(event) => set({ attemptsAllowed: event.target.value })}
              />
            )}
          </Field>
        )}
        <Field label={t`Results shown`} error={errors.results}>
          {(props) => (
            <select
              {...props}
              className={controlClass}
              value={draft.results}
              onChange={(event) => set({ results: event.target.value as ResultRule })}
            >
              <option value="on-release">{t`When I release them`}</option>
              <option value="immediate">{t`At once`}</option>
            </select>
          )}
        </Field>
      </div>
      {online && (
        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.shuffleQuestions}
              onChange={(event) => set({ shuffleQuestions: event.target.checked })}
            />
            <Trans>Shuffle the questions</Trans>
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={draft.shuffleOptions}
              onChange={(event) => set({ shuffleOptions: event.target.checked })}
            />
            <Trans>Shuffle the options</Trans>
          </label>
        </div>
      )}
      <FormFooter
        error={errors.form}
        busy={busy}
        saveLabel={<Trans>Save test</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onCancel}
      />
    </form>
  );
}
