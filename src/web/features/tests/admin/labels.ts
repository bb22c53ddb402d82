import { useLingui } from '@lingui/react/macro';
import type { Difficulty, QuestionKind } from '#common/tests';
import './messages';

/** What each kind of question and each difficulty are called. */
export function useTestLabels() {
  const { t } = useLingui();
  const kinds: Record<QuestionKind, string> = {
    single: t`Single choice`,
    multiple: t`Multiple choice`,
    'true-false': t`True or false`,
    number: t`Number`,
    'short-text': t`Short text (marked by the trainer)`,
  };
  const difficulties: Record<Difficulty, string> = {
    easy: t`Easy`,
    medium: t`Medium`,
    hard: t`Hard`,
  };
  return { kinds, difficulties };
}
