import { Plural, Trans } from '@lingui/react/macro';
import './messages';

/** "4 marks · 1 taken off for a wrong answer". */
export function MarksLine({
  id,
  marks,
  negativeMarks,
}: {
  id?: string;
  marks: number;
  negativeMarks: number;
}) {
  return (
    <p id={id} className="mt-1 text-sm text-slate-600">
      <Plural value={marks} one="# mark" other="# marks" />
      {negativeMarks > 0 && (
        <>
          {' · '}
          <Trans>{negativeMarks} taken off for a wrong answer</Trans>
        </>
      )}
    </p>
  );
}
