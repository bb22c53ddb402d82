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

/** The text fields of a course, shared by Add Course and Update Course. */
export function CourseFields({ register, errors }: CourseFieldsProps) {
  const { t } = useLingui();
  // The texts a visitor reads, each beside its optional Hindi version.
  const twinFields = [
    ['courseTitle', 'courseTitleHi', t`Course Title`],
    ['subTitle', 'subTitleHi', t`Subtitle`],
  ] as const;
  const textFields = [
    ['category', t`Category`],
    ['instructor', t`Instructor`],
    ['courseDuration', t`Duration (e.g. 3 Months)`],
    ['courseLanguage', t`Language`],
  ] as const;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {twinFields.map(([name, hindiName, label]) => (
        <HindiTwinField
          key={name}
          label={label}
          english={register(name)}
          hindi={register(hindiName)}
          errors={{ english: errors[name]?.message, hindi: errors[hindiName]?.message }}
          className="md:col-span-2"
        />
      ))}
      {textFields.map(([name, label]) => (
        <Field key={name} label={label} error={errors[name]?.message}>
          {(control) => <input {...control} {...register(name)} className="input" />}
        </Field>
      ))}
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
