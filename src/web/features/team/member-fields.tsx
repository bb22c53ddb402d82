import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { TeamMemberFields } from '#common/schemas/team';
import { Field } from '#web/components/field';

interface MemberFieldsProps<T extends TeamMemberFields> {
  register: UseFormRegister<T>;
  errors: FieldErrors<TeamMemberFields>;
}

/** Name and position, on Insert and Update Team Member. */
export function MemberFields<T extends TeamMemberFields>({
  register,
  errors,
}: MemberFieldsProps<T>) {
  // The forms hold these fields and maybe more (the photo, on Insert Team Member).
  const field = (name: keyof TeamMemberFields) => register(name as Path<T>);
  return (
    <>
      <Field label="Name" error={errors.name?.message}>
        {(control) => (
          <input {...control} {...field('name')} autoComplete="off" className="input" />
        )}
      </Field>
      <Field label="Position" error={errors.position?.message}>
        {(control) => <input {...control} {...field('position')} className="input" />}
      </Field>
    </>
  );
}
