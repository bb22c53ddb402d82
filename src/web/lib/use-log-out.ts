import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logOut } from './auth';
import { toast } from './toast';
import { paths } from '#common/paths';

/** Signs out, forgets what was loaded for this user, says "Logged out" and opens /login. */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return async () => {
    await logOut();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
    toast.success(t`Logged out`);
    await navigate(paths.login.getHref());
  };
}
