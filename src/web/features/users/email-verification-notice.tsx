import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDto } from '#common/schemas/users';
import { toast } from '#web/lib/toast';
import { useRequestVerificationLink } from './api/request-verification-link';
import './messages';

/** Tells a user whose address is not verified yet, and sends the link again when asked. */
export function EmailVerificationNotice({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const requestLink = useRequestVerificationLink();
  if (user.emailVerified) return null;

  const sendAgain = async () => {
    const envelope = await requestLink.mutateAsync().catch(() => null);
    if (envelope?.message) toast.success(envelope.message);
  };

  return (
    <section
      aria-labelledby="email-verification-title"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="email-verification-title" className="font-bold">
        <Trans>Please verify your e-mail address</Trans>
      </h2>
      <p className="mt-1 text-sm">
        <Trans>
          We sent a link to {user.email}. Open it to show that the address is yours: it keeps your
          account yours if you later sign in with Google.
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-outline mt-3"
        disabled={requestLink.isPending}
        onClick={() => void sendAgain()}
      >
        {requestLink.isPending ? t`Sending…` : t`Send the link again`}
      </button>
    </section>
  );
}
