import { Trans, useLingui } from '@lingui/react/macro';
import {
  useFieldArray,
  useWatch,
  type Control,
  type UseFormRegister,
  type FieldErrors,
} from 'react-hook-form';
import { z } from 'zod';
import { courseOutlineSchema, withFittingHindiPoints } from '#common/schemas/course-outline';
import type { CourseDto } from '#common/schemas/courses';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useSaveOutline } from '../api/save-outline';
import './messages';

const lines = (text: string) => text.split('\n').map((line) => line.trim());
const hindiPoints = courseOutlineSchema.shape.learningPointsHi;

/**
 * The form writes what you will learn one point a line, and the Hindi of the points in their
 * order, one a line (an empty line: that point has none).
 */
const outlineFormSchema = withFittingHindiPoints(
  z.object({
    ...courseOutlineSchema.shape,
    learningPoints: z
      .string()
      .transform((text) => lines(text).filter(Boolean))
      .pipe(courseOutlineSchema.shape.learningPoints),
    learningPointsHi: z
      .string()
      .transform((text): z.input<typeof hindiPoints> => (text.trim() ? lines(text.trimEnd()) : []))
      .pipe(hindiPoints),
  }),
);
type OutlineForm = z.input<typeof outlineFormSchema>;
type OutlineControl = Control<OutlineForm, unknown, z.output<typeof outlineFormSchema>>;

const smallButtonClass = 'btn btn-outline px-2.5 py-1 text-xs';
const newLesson = { title: '', titleHi: '', minutes: 60 };

/** The outline as the form edits it: a text without Hindi has an empty Hindi field. */
const editableOutline = (outline: CourseDto['outline']) =>
  outline.map((module) => ({
    ...module,
    titleHi: module.titleHi ?? '',
    lessons: module.lessons.map((lesson) => ({ ...lesson, titleHi: lesson.titleHi ?? '' })),
  }));

interface ModuleProps {
  index: number;
  count: number;
  control: OutlineControl;
  register: UseFormRegister<OutlineForm>;
  errors: FieldErrors<OutlineForm>;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** One module: its title, its lessons (added, moved, removed) and its own moves. */
function ModuleEditor({ index, count, control, register, errors, move, remove }: ModuleProps) {
  const { t } = useLingui();
  const lessons = useFieldArray({ control, name: `modules.${index}.lessons` });
  const moduleErrors = errors.modules?.[index];
  const number = index + 1;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-end gap-2">
        <HindiTwinField
          label={t`Module ${number} title`}
          english={register(`modules.${index}.title`)}
          hindi={register(`modules.${index}.titleHi`)}
          errors={{ english: moduleErrors?.title?.message, hindi: moduleErrors?.titleHi?.message }}
          className="min-w-48 flex-1"
        />
        <button
          type="button"
          className={smallButtonClass}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          <Trans>
            Move up<span className="sr-only"> module {number}</span>
          </Trans>
        </button>
        <button
          type="button"
          className={smallButtonClass}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          <Trans>
            Move down<span className="sr-only"> module {number}</span>
          </Trans>
        </button>
        <button
          type="button"
          className={`${smallButtonClass} text-red-700`}
          onClick={() => remove(index)}
        >
          <Trans>
            Remove<span className="sr-only"> module {number}</span>
          </Trans>
        </button>
      </div>
      <ol className="space-y-2 sm:pl-4">
        {lessons.fields.map((lesson, lessonIndex) => {
          const lessonErrors = moduleErrors?.lessons?.[lessonIndex];
          const lessonNumber = lessonIndex + 1;
          const name = t`module ${number} lesson ${lessonNumber}`;
          return (
            <li key={lesson.id} className="flex flex-wrap items-end gap-2">
              <HindiTwinField
                label={t`Lesson ${lessonNumber}`}
                english={register(`modules.${index}.lessons.${lessonIndex}.title`)}
                hindi={register(`modules.${index}.lessons.${lessonIndex}.titleHi`)}
                errors={{
                  english: lessonErrors?.title?.message,
                  hindi: lessonErrors?.titleHi?.message,
                }}
                className="min-w-40 flex-1"
              />
              <Field label={t`Minutes`} error={lessonErrors?.minutes?.message} className="w-24">
                {(field) => (
                  <input
                    {...field}
                    {...register(`modules.${index}.lessons.${lessonIndex}.minutes`)}
                    type="number"
                    min={1}
                    max={600}
                    inputMode="numeric"
                    className="input"
                  />
                )}
              </Field>
              <button
                type="button"
                className={smallButtonClass}
                disabled={lessonIndex === 0}
                onClick={() => lessons.move(lessonIndex, lessonIndex - 1)}
              >
                <Trans>
                  Up<span className="sr-only"> {name}</span>
                </Trans>
              </button>
              <button
                type="button"
                className={smallButtonClass}
                disabled={lessonIndex === lessons.fields.length - 1}
                onClick={() => lessons.move(lessonIndex, lessonIndex + 1)}
              >
                <Trans>
                  Down<span className="sr-only"> {name}</span>
                </Trans>
              </button>
              <button
                type="button"
                className={`${smallButtonClass} text-red-700`}
                onClick={() => lessons.remove(lessonIndex)}
              >
                <Trans>
                  Remove<span className="sr-only"> {name}</span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className={smallButtonClass} onClick={() => lessons.append(newLesson)}>
        <Trans>
          Add lesson<span className="sr-only"> to module {number}</span>
        </Trans>
      </button>
    </li>
  );
}

/** The course's outline (modules in order with their lessons) and its highlights. */
export function CourseOutlineForm({ course }: { course: CourseDto }) {
  const { t } = useLingui();
  const saveOutline = useSaveOutline();
  const form = useAppForm({
    schema: outlineFormSchema,
    defaultValues: {
      modules: editableOutline(course.outline),
      learningPoints: course.learningPoints.join('\n'),
      learningPointsHi: course.learningPointsHi.map((point) => point ?? '').join('\n'),
      prerequisites: course.prerequisites,
      prerequisitesHi: course.prerequisitesHi ?? '',
      audience: course.audience,
      audienceHi: course.audienceHi ?? '',
    },
    failure: t`The outline was not saved.`,
    submit: async (outline) => {
      const { message } = await saveOutline.mutateAsync({ id: course._id, outline });
      toast.success(message ?? t`Course outline saved`);
    },
  });
  const { control, register, errors } = form;
  const modules = useFieldArray({ control, name: 'modules' });
  const minutes = useWatch({ control, name: 'modules' }).reduce(
    (sum, module) =>
      sum + module.lessons.reduce((s, lesson) => s + (Number(lesson.minutes) || 0), 0),
    0,
  );
  const hours = Math.round((minutes / 60) * 10) / 10;
  const total = minutes < 60 ? t`${minutes} minutes` : hours === 1 ? t`1 hour` : t`${hours} hours`;

  return (
    <form {...form.formProps} className="card space-y-6" aria-labelledby="outline-form">
      <div>
        <h2 id="outline-form" className="text-lg font-bold">
          <Trans>Outline and highlights</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Modules in the order they are taught, each with its lessons; {total} in total. Nothing
            changes on the site until you save.
          </Trans>
        </p>
      </div>
      {modules.fields.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No modules yet.</Trans>
        </p>
      ) : (
        <ol className="space-y-4">
          {modules.fields.map((module, index) => (
            <ModuleEditor
              key={module.id}
              index={index}
              count={modules.fields.length}
              control={control}
              register={register}
              errors={errors}
              move={modules.move}
              remove={modules.remove}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => modules.append({ title: '', titleHi: '', lessons: [newLesson] })}
      >
        <Trans>Add module</Trans>
      </button>
      <HindiTwinField
        label={t`What you will learn`}
        hint={t`One point a line, at most 12.`}
        english={register('learningPoints')}
        hindi={register('learningPointsHi')}
        errors={{
          english: errors.learningPoints?.message,
          hindi: errors.learningPointsHi?.message,
        }}
        rows={4}
      />
      <HindiTwinField
        label={t`Prerequisites`}
        english={register('prerequisites')}
        hindi={register('prerequisitesHi')}
        errors={{ english: errors.prerequisites?.message, hindi: errors.prerequisitesHi?.message }}
        rows={3}
      />
      <HindiTwinField
        label={t`Who this course is for`}
        english={register('audience')}
        hindi={register('audienceHi')}
        errors={{ english: errors.audience?.message, hindi: errors.audienceHi?.message }}
        rows={3}
      />
      <SubmitButton pending={form.pending}>
        <Trans>Save Outline</Trans>
      </SubmitButton>
    </form>
  );
}
