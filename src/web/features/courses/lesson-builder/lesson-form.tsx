import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  lessonKinds,
  type AdminLessonDto,
  type LessonInput,
  type LessonKind,
} from '#common/schemas/lessons';
import { FormFooter } from '#web/components/form-footer';
import './messages';

/** The form's values, as the lesson builder sends them. */
interface Draft {
  title: string;
  titleHi: string;
  kind: LessonKind;
  minutes: number;
  freePreview: boolean;
  required: boolean;
  youtubeUrl: string;
  liveUrl: string;
  notes: string;
}

const empty: Draft = {
  title: '',
  titleHi: '',
  kind: 'notes',
  minutes: 10,
  freePreview: false,
  required: true,
  youtubeUrl: '',
  liveUrl: '',
  notes: '',
};

const draftOf = (lesson: AdminLessonDto): Draft => ({
  title: lesson.title,
  titleHi: lesson.titleHi ?? '',
  kind: lesson.kind,
  minutes: lesson.minutes,
  freePreview: lesson.freePreview,
  required: lesson.required,
  youtubeUrl: lesson.youtubeUrl,
  liveUrl: lesson.liveUrl,
  notes: lesson.notes,
});

interface LessonFormProps {
  lesson?: AdminLessonDto;
  onSave: (input: LessonInput) => Promise<void>;
  onCancel: () => void;
}

/** What each kind of lesson is called. */
export function useKindLabels(): Record<LessonKind, string> {
  const { t } = useLingui();
  return { video: t`Video`, notes: t`Notes`, file: t`File`, live: t`Live class` };
}

/** A lesson's title, kind, length, preview and completion settings, and its kind's content. */
export function LessonForm({ lesson, onSave, onCancel }: LessonFormProps) {
  const id = useId();
  const [input, setInput] = useState<Draft>(lesson ? draftOf(lesson) : empty);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<Draft>) => setInput((before) => ({ ...before, ...changes }));
  const kindLabels = useKindLabels();
  const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  return (
    <form
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onSave(input)
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block" htmlFor={`${id}-title`}>
          <Trans>Lesson title</Trans>
          <input
            id={`${id}-title`}
            className={field}
            required
            maxLength={150}
            value={input.title}
            onChange={(event) => set({ title: event.target.value })}
          />
        </label>
        <label className="block" htmlFor={`${id}-title-hi`}>
          <Trans>Lesson title in Hindi (optional)</Trans>
          <input
            id={`${id}-title-hi`}
            className={field}
            lang="hi"
            maxLength={150}
            value={input.titleHi}
            onChange={(event) => set({ titleHi: event.target.value })}
          />
        </label>
        <label className="block" htmlFor={`${id}-kind`}>
          <Trans>Kind</Trans>
          <select
            id={`${id}-kind`}
            className={field}
            value={input.kind}
            onChange={(event) => set({ kind: event.target.value as LessonKind })}
          >
            {lessonKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="block" htmlFor={`${id}-minutes`}>
          <Trans>Length in minutes</Trans>
          <input
            id={`${id}-minutes`}
            className={field}
            type="number"
            min={1}
            max={600}
            required
            value={input.minutes}
            onChange={(event) => set({ minutes: Number(event.target.value) })}
          />
        </label>
      </div>
      {input.kind === 'video' && (
        <label className="block" htmlFor={`${id}-youtube`}>
          <Trans>Unlisted YouTube address (or leave empty and upload a video)</Trans>
          <input
            id={`${id}-youtube`}
            className={field}
            type="url"
            value={input.youtubeUrl}
            onChange={(event) => set({ youtubeUrl: event.target.value })}
          />
        </label>
      )}
      {input.kind === 'live' && (
        <label className="block" htmlFor={`${id}-live`}>
          <Trans>Live class address</Trans>
          <input
            id={`${id}-live`}
            className={field}
            type="url"
            required
            value={input.liveUrl}
            onChange={(event) => set({ liveUrl: event.target.value })}
          />
        </label>
      )}
      <label className="block" htmlFor={`${id}-notes`}>
        <Trans>Notes (Markdown)</Trans>
        <textarea
          id={`${id}-notes`}
          className={`${field} font-mono text-sm`}
          rows={input.kind === 'notes' ? 10 : 4}
          maxLength={50_000}
          value={input.notes}
          onChange={(event) => set({ notes: event.target.value })}
        />
      </label>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={input.freePreview}
            onChange={(event) => set({ freePreview: event.target.checked })}
          />
          <Trans>Free preview</Trans>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={input.required}
            onChange={(event) => set({ required: event.target.checked })}
          />
          <Trans>Required for completion</Trans>
        </label>
      </div>
      <FormFooter
        busy={busy}
        saveLabel={<Trans>Save lesson</Trans>}
        cancelLabel={<Trans>Cancel</Trans>}
        onCancel={onCancel}
      />
    </form>
  );
}
