import { useNavigate } from 'react-router';
import type { ApiEnvelope } from '#common/api';
import { pathIn } from '#common/languages';
import { isAdmin, type SignInData } from '#web/lib/auth';
import { chosenLanguage } from '#web/lib/language-choice';
import { rememberReturnPath, useReturnPath } from '#web/lib/return-path';
import { toast } from '#web/lib/toast';
import { useLanguage } from '#web/lib/use-language';
import { paths } from '#common/paths';

/**
 * After a sign-in: the server's message, then the page the visitor was on when asked to log in
 * (`?next=`), else home (admins: their dashboard); in the person's language when this browser had
 * none and theirs is another (the server set it, decision 047).
 */
export function useAfterSignIn(): (envelope: ApiEnvelope<SignInData>) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  const next = useReturnPath();
  return (envelope) => {
    if (envelope.message) toast.success(envelope.message);
    rememberReturnPath(null);
    const home = isAdmin(envelope.data?.user ?? null)
      ? paths.admin.dashboard.getHref()
      : paths.home.getHref();
    const chosen = chosenLanguage();
    if (chosen && chosen !== language) window.location.replace(pathIn(chosen, next ?? home));
    else void navigate(next ?? home, { replace: true });
  };
}
