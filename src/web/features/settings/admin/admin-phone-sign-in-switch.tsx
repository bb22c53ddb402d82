import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '#web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import './messages';

/** Whether admin accounts may sign in with a phone code, their password as well (decision 061). */
export function AdminPhoneSignInSwitch({ allowed }: { allowed: boolean }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const change = async (adminPhoneSignIn: boolean) => {
    try {
      await update.mutateAsync({ adminPhoneSignIn });
      toast.success(
        adminPhoneSignIn
          ? t`Admins may now sign in by phone, with their password as well`
          : t`Admins now sign in with their e-mail and password only`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The setting was not saved.`);
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="admin-phone-heading">
      <h2 id="admin-phone-heading" className="text-lg font-bold">
        <Trans>Sign-in by phone</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          Students and guardians can sign in with a code sent to their phone. Admin accounts cannot,
          unless you allow it here; they then need their password as well.
        </Trans>
      </p>
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold">
        <input
          type="checkbox"
          checked={allowed}
          disabled={update.isPending}
          onChange={(event) => void change(event.target.checked)}
          className="accent-brand-600 size-5"
        />
        <Trans>Let admins sign in by phone (with their password as well)</Trans>
      </label>
    </section>
  );
}
