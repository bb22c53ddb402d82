import { useNavigate } from 'react-router';
import type { ApiEnvelope } from '#common/api';
import { isAdmin, type SignInData } from '#web/lib/auth';
import { rememberReturnPath, useReturnPath } from '#web/lib/return-path';
import { toast } from '#web/lib/toast';
import { paths } from '#common/paths';

/**
 * After a sign-in: the server's message, then the page the visitor was on when asked to log in
 * (`?next=`), else home (admins: their dashboard).
 */
export function useAfterSignIn(): (envelope: ApiEnvelope<SignInData>) => void {
  const navigate = useNavigate();
  const next = useReturnPath();
  return (envelope) => {
    if (envelope.message) toast.success(envelope.message);
    rememberReturnPath(null);
    const home = isAdmin(envelope.data?.user ?? null)
      ? paths.admin.dashboard.getHref()
      : paths.home.getHref();
    void navigate(next ?? home, { replace: true });
  };
}
