import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { TeamMemberFields } from '#common/schemas/team';
import { Field } from '#web/components/field';
import { HindiTwinField } from '#web/components/hindi-twin-field';
import './messages';

interface MemberFieldsProps<T extends TeamMemberFields> {
  register: UseFormRegister<T>;
  errors: FieldErrors<TeamMemberFields>;
}

/** Name, and position beside its Hindi, on Insert and Update Team Member. */
export function MemberFields<T extends TeamMemberFields>({
  register,
  errors,
}: MemberFieldsProps<T>) {
  const { t } = useLingui();
  // The forms hold these fields and maybe more (the photo, on Insert Team Member).
  const field = (name: keyof TeamMemberFields) => register(name as Path<T>);
  return (
    <>
      <Field label={t`Name`} error={errors.name?.message}>
        {(control) => (
          <input {...control} {...field('name')} autoComplete="off" className="input" />
        )}
      </Field>
      <HindiTwinField
        label={t`Position`}
        english={field('position')}
        hindi={field('positionHi')}
        errors={{ english: errors.position?.message, hindi: errors.positionHi?.message }}
        className="md:col-span-2"
      />
    </>
  );
}
