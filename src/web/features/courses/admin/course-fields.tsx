import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { COURSE_LEVELS, COURSE_MODES } from '#common/courses';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import { levelLabels, modeLabels } from './course-value-labels';
import type { CourseFormInput } from './course-form-schema';
import './messages';

interface CourseFieldsProps {
  register: UseFormRegister<CourseFormInput>;
  errors: FieldErrors<CourseFormInput>;
}

type TwinName = 'courseTitle' | 'subTitle' | 'category' | 'courseDuration' | 'courseLanguage';

/** The text fields of a course, shared by Add Course and Update Course. */
export function CourseFields({ register, errors }: CourseFieldsProps) {
  const { t } = useLingui();
  // The texts a visitor reads, each beside its optional Hindi version `<name>Hi`.
  const twinFields: { name: TwinName; label: string; hint?: string }[] = [
    { name: 'courseTitle', label: t`Course Title` },
    { name: 'subTitle', label: t`Subtitle` },
    { name: 'category', label: t`Category` },
    { name: 'courseDuration', label: t`Duration`, hint: t`e.g. 3 Months` },
    { name: 'courseLanguage', label: t`Language` },
  ];
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {twinFields.map(({ name, label, hint }) => (
        <HindiTwinField
          key={name}
          label={label}
          hint={hint}
          english={register(name)}
          hindi={register(`${name}Hi`)}
          errors={{ english: errors[name]?.message, hindi: errors[`${name}Hi`]?.message }}
          className="md:col-span-2"
        />
      ))}
      <Field label={t`Instructor`} error={errors.instructor?.message}>
        {(control) => <input {...control} {...register('instructor')} className="input" />}
      </Field>
      <Field
        label={t`Price (INR)`}
        hint={t`In rupees, e.g. 4999`}
        error={errors.coursePrice?.message}
      >
        {(control) => (
          <input {...control} {...register('coursePrice')} inputMode="decimal" className="input" />
        )}
      </Field>
      <Field label={t`Level`} error={errors.courseLevel?.message}>
        {(control) => (
          <select {...control} {...register('courseLevel')} className="input">
            <option value="">{t`Choose a level`}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(levelLabels[level])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Mode`} error={errors.courseMode?.message}>
        {(control) => (
          <select {...control} {...register('courseMode')} className="input">
            {COURSE_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(modeLabels[mode])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <HindiTwinField
        label={t`Description`}
        english={register('description')}
        hindi={register('descriptionHi')}
        errors={{ english: errors.description?.message, hindi: errors.descriptionHi?.message }}
        rows={6}
        className="md:col-span-2"
      />
    </div>
  );
}
