import { useLingui } from '@lingui/react/macro';
import type { GivenAnswer } from '#common/tests';
import { isAnswered } from './answered';
import type { ShownQuestion } from './question-field';
import './messages';

interface QuestionNavProps {
  questions: ShownQuestion[];
  answers: Record<string, GivenAnswer>;
  current: number;
  onPick: (index: number) => void;
}

/** Buttons to every question, marked answered or not, for the one-at-a-time layout. */
export function QuestionNav({ questions, answers, current, onPick }: QuestionNavProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Questions`} className="mb-6">
      <ol className="flex flex-wrap gap-2">
        {questions.map((question, index) => {
          const number = index + 1;
          const answered = isAnswered(answers[question._id]);
          return (
            <li key={question._id}>
              <button
                type="button"
                aria-current={index === current ? 'step' : undefined}
                aria-label={
                  answered ? t`Question ${number}, answered` : t`Question ${number}, not answered`
                }
                className={`size-10 rounded-lg border font-semibold ${
                  index === current ? 'border-brand-700 ring-brand-700 ring-2' : 'border-slate-300'
                } ${answered ? 'bg-brand-600 text-white' : 'bg-white'}`}
                onClick={() => onPick(index)}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
