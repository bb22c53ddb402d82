import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ApiEnvelope } from '#common/api';
import { isAdmin, type SignInData } from '../../lib/auth';
import { paths } from '#common/paths';

/** After a sign-in: the server's message, then home (admins: their dashboard). */
export function useAfterSignIn(): (envelope: ApiEnvelope<SignInData>) => void {
  const navigate = useNavigate();
  return (envelope) => {
    if (envelope.message) toast.success(envelope.message);
    const admin = isAdmin(envelope.data?.user ?? null);
    void navigate(admin ? paths.admin.dashboard.getHref() : paths.home.getHref(), {
      replace: true,
    });
  };
}
