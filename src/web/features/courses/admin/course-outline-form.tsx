import {
  useFieldArray,
  useWatch,
  type Control,
  type UseFormRegister,
  type FieldErrors,
} from 'react-hook-form';
import { z } from 'zod';
import {
  courseOutlineSchema,
  outlineMessages,
  withFittingHindiPoints,
} from '#common/schemas/course-outline';
import { formatHours } from '#common/course-outline';
import type { CourseDto } from '#common/schemas/courses';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { SubmitButton } from '#web/components/submit-button';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useSaveOutline } from '../api/save-outline';

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

const smallButton = 'btn btn-outline px-2.5 py-1 text-xs';
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
  const lessons = useFieldArray({ control, name: `modules.${index}.lessons` });
  const moduleErrors = errors.modules?.[index];
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-end gap-2">
        <HindiTwinField
          label={`Module ${index + 1} title`}
          english={register(`modules.${index}.title`)}
          hindi={register(`modules.${index}.titleHi`)}
          errors={{ english: moduleErrors?.title?.message, hindi: moduleErrors?.titleHi?.message }}
          className="min-w-48 flex-1"
        />
        <button
          type="button"
          className={smallButton}
          disabled={index === 0}
          onClick={() => move(index, index - 1)}
        >
          Move up<span className="sr-only"> module {index + 1}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          Move down<span className="sr-only"> module {index + 1}</span>
        </button>
        <button
          type="button"
          className={`${smallButton} text-red-700`}
          onClick={() => remove(index)}
        >
          Remove<span className="sr-only"> module {index + 1}</span>
        </button>
      </div>
      <ol className="space-y-2 sm:pl-4">
        {lessons.fields.map((lesson, lessonIndex) => {
          const lessonErrors = moduleErrors?.lessons?.[lessonIndex];
          const name = `module ${index + 1} lesson ${lessonIndex + 1}`;
          return (
            <li key={lesson.id} className="flex flex-wrap items-end gap-2">
              <HindiTwinField
                label={`Lesson ${lessonIndex + 1}`}
                english={register(`modules.${index}.lessons.${lessonIndex}.title`)}
                hindi={register(`modules.${index}.lessons.${lessonIndex}.titleHi`)}
                errors={{
                  english: lessonErrors?.title?.message,
                  hindi: lessonErrors?.titleHi?.message,
                }}
                className="min-w-40 flex-1"
              />
              <Field label="Minutes" error={lessonErrors?.minutes?.message} className="w-24">
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
                className={smallButton}
                disabled={lessonIndex === 0}
                onClick={() => lessons.move(lessonIndex, lessonIndex - 1)}
              >
                Up<span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={lessonIndex === lessons.fields.length - 1}
                onClick={() => lessons.move(lessonIndex, lessonIndex + 1)}
              >
                Down<span className="sr-only"> {name}</span>
              </button>
              <button
                type="button"
                className={`${smallButton} text-red-700`}
                onClick={() => lessons.remove(lessonIndex)}
              >
                Remove<span className="sr-only"> {name}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className={smallButton} onClick={() => lessons.append(newLesson)}>
        Add lesson<span className="sr-only"> to module {index + 1}</span>
      </button>
    </li>
  );
}

/** The course's outline (modules in order with their lessons) and its highlights. */
export function CourseOutlineForm({ course }: { course: CourseDto }) {
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
    failure: 'The outline was not saved.',
    submit: async (outline) => {
      const { message } = await saveOutline.mutateAsync({ id: course._id, outline });
      toast.success(message ?? outlineMessages.saved);
    },
  });
  const { control, register, errors } = form;
  const modules = useFieldArray({ control, name: 'modules' });
  const minutes = useWatch({ control, name: 'modules' }).reduce(
    (sum, module) =>
      sum + module.lessons.reduce((s, lesson) => s + (Number(lesson.minutes) || 0), 0),
    0,
  );

  return (
    <form {...form.formProps} className="card space-y-6" aria-labelledby="outline-form">
      <div>
        <h2 id="outline-form" className="text-lg font-bold">
          Outline and highlights
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Modules in the order they are taught, each with its lessons; {formatHours(minutes)} in
          total. Nothing changes on the site until you save.
        </p>
      </div>
      {modules.fields.length === 0 ? (
        <p className="text-sm text-slate-600">No modules yet.</p>
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
        Add module
      </button>
      <HindiTwinField
        label="What you will learn"
        hint="One point a line, at most 12."
        english={register('learningPoints')}
        hindi={register('learningPointsHi')}
        errors={{
          english: errors.learningPoints?.message,
          hindi: errors.learningPointsHi?.message,
        }}
        rows={4}
      />
      <HindiTwinField
        label="Prerequisites"
        english={register('prerequisites')}
        hindi={register('prerequisitesHi')}
        errors={{ english: errors.prerequisites?.message, hindi: errors.prerequisitesHi?.message }}
        rows={3}
      />
      <HindiTwinField
        label="Who this course is for"
        english={register('audience')}
        hindi={register('audienceHi')}
        errors={{ english: errors.audience?.message, hindi: errors.audienceHi?.message }}
        rows={3}
      />
      <SubmitButton pending={form.pending}>Save Outline</SubmitButton>
    </form>
  );
}
