import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { STATE_NAMES } from '#common/indian-states';
import { languageNames, LANGUAGES, pathIn } from '#common/languages';
import type { UserDto } from '#common/schemas/users';
import { Field } from '#web/components/field';
import { EmailField } from '#web/components/email-field';
import { MobileField } from '#web/components/mobile-field';
import { PasswordField } from '#web/components/password-field';
import { SubmitButton } from '#web/components/submit-button';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useLanguage } from '#web/lib/use-language';
import { useUpdateProfile } from './api/update-profile';
import './messages';

/** E-mail, name, mobile number, language and invoice details of the logged-in user. */
export function ProfileDetailsForm({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const pageLanguage = useLanguage();
  const { pathname } = useLocation();
  const updateProfile = useUpdateProfile();
  const schema = useMemo(
    () => async () => (await import('#common/schemas/users')).ownProfileFormSchema(user.email),
    [user.email],
  );
  const form = useAppForm({
    schema,
    defaultValues: {
      email: user.email,
      userName: user.userName,
      mobileNo: user.mobileNo,
      currentPassword: '',
      language: user.language,
      address: user.address,
      state: user.state,
      gstin: user.gstin,
    },
    toastText: t`Try Again Later`,
    submit: async ({ language, ...details }, { resetField }) => {
      // Sent only when chosen here: a page read in another language changes nothing unasked.
      const chosen = language === user.language ? undefined : language;
      await updateProfile.mutateAsync({ ...details, language: chosen });
      resetField('currentPassword');
      // The server remembered it in this browser too: this page in it, as the switch does.
      if (chosen && chosen !== pageLanguage) {
        window.location.assign(pathIn(chosen, pathname));
        return;
      }
      toast.success(
        details.email === user.email
          ? t`Profile Updated`
          : t`Profile Updated. We sent a link to ${details.email}: open it to verify your new e-mail address.`,
      );
    },
    // The address is taken: told under it.
    onFailure: (error, { setError }) => {
      if (!(error instanceof ApiError && error.status === 409)) return false;
      setError('email', { message: error.message }, { shouldFocus: true });
      return true;
    },
  });
  const { register, errors } = form;
  // A new address takes the current password; the server asks for it too.
  const emailChanged =
    useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== user.email;

  return (
    <form {...form.formProps} className="space-y-5">
      <h2 className="text-lg font-bold">
        <Trans>Details</Trans>
      </h2>
      <EmailField label={t`Email`} registration={register('email')} error={errors.email?.message} />
      {emailChanged && (
        <PasswordField
          label={t`Current Password`}
          hint={t`Needed to change your e-mail address.`}
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
        />
      )}
      <Field label={t`Username`} error={errors.userName?.message}>
        {(control) => (
          <input {...control} {...register('userName')} autoComplete="name" className="input" />
        )}
      </Field>
      <MobileField
        label={t`Mobile Number`}
        registration={register('mobileNo')}
        error={errors.mobileNo?.message}
      />
      <Field
        label={t`Language`}
        hint={t`The website and the e-mails we send you are in this language.`}
        error={errors.language?.message}
      >
        {(control) => (
          <select {...control} {...register('language')} className="input">
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-5">
        <legend className="text-sm font-semibold">
          <Trans>For your invoices</Trans>
        </legend>
        <Field label={t`Address`} error={errors.address?.message}>
          {(control) => (
            <input
              {...control}
              {...register('address')}
              autoComplete="street-address"
              className="input"
            />
          )}
        </Field>
        <Field label={t`State`} error={errors.state?.message}>
          {(control) => (
            <select {...control} {...register('state')} className="input">
              <option value="">{t`Not given`}</option>
              {STATE_NAMES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t`GSTIN`}
          hint={t`Only for a business registered for GST: its invoices then carry this number.`}
          error={errors.gstin?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('gstin')}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              className="input font-mono uppercase"
            />
          )}
        </Field>
      </fieldset>
      <SubmitButton pending={form.pending}>
        <Trans>Update Profile</Trans>
      </SubmitButton>
    </form>
  );
}
