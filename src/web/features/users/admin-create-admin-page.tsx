import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createAdminSchema } from '#common/schemas/users';
import { AdminPageIntro } from '../../components/admin-page-intro';
import { Field } from '../../components/field';
import { EmailField } from '../../components/email-field';
import { MobileField } from '../../components/mobile-field';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useCreateAdmin } from './api/create-admin';

const emptyForm = { email: '', mobileNo: '', password: '', username: '', role: 'admin' } as const;

export function AdminCreateAdminPage() {
  const createAdmin = useCreateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createAdminSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createAdmin.mutateAsync(values);
      toast.success('Admin created successfully!');
      reset(emptyForm);
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
        <EmailField
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="off"
        />
        <MobileField
          registration={register('mobileNo')}
          error={errors.mobileNo?.message}
          autoComplete="off"
        />
        <PasswordField
          registration={register('password')}
          error={errors.password?.message}
          autoComplete="new-password"
        />
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
