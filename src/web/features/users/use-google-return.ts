import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast';
import { finishGoogleSignIn } from './api/google-sign-in';
import { useAfterSignIn } from './use-after-sign-in';
import './messages';

/**
 * When the sign-in provider sends the browser back to /login?code=…, finishes the sign-in once.
 * Returns whether that is under way.
 */
export function useGoogleReturn(): boolean {
  const { t } = useLingui();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const returning = new URLSearchParams(search).has('code');
  const started = useRef(false);

  useEffect(() => {
    if (!returning || started.current) return;
    started.current = true;
    finishGoogleSignIn(search.slice(1))
      .then(afterSignIn)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : undefined;
        toast.error(t`Google login failed!`, { description: reason });
        void navigate(pathname, { replace: true });
      });
  }, [returning, search, pathname, navigate, afterSignIn, t]);

  return returning;
}
