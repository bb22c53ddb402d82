import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createAdminSchema } from '#common/schemas/users';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { Field } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { createAdmin } from './api/create-admin';

const emptyForm = { email: '', mobileNo: '', password: '', username: '', role: 'admin' } as const;

export function AdminCreateAdminPage() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createAdminSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createAdmin(values);
      toast.success('Admin created successfully!');
      reset(emptyForm);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    } catch (error) {
      toast.error('User already exists or there was an error.');
      applyServerErrors(error, setError, ['email', 'mobileNo', 'password', 'username']);
    }
  });

  return (
    <div className="space-y-6">
      <AdminPageIntro title="Create New Admin">
        Give another person access to this dashboard.
      </AdminPageIntro>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid max-w-3xl gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="off"
              className="input"
            />
          )}
        </Field>
        <Field label="Mobile Number" error={errors.mobileNo?.message}>
          {(control) => (
            <input
              {...control}
              {...register('mobileNo')}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              className="input"
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              className="input"
            />
          )}
        </Field>
        <Field label="Username" error={errors.username?.message}>
          {(control) => (
            <input {...control} {...register('username')} autoComplete="off" className="input" />
          )}
        </Field>
        <Field label="Role">
          {(control) => <input {...control} value="admin" readOnly className="input bg-slate-50" />}
        </Field>
        <div className="flex items-end sm:justify-end">
          <SubmitButton pending={isSubmitting}>Create Admin</SubmitButton>
        </div>
      </form>
    </div>
  );
}
