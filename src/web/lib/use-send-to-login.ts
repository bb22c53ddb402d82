import { useLocation, useNavigate } from 'react-router';
import { paths } from '#common/paths';
import { toast } from './toast';

/**
 * Takes a visitor to the login screen (and back here after it), then says why: on a slow phone
 * the screen's code can take longer to arrive than a message stays up.
 */
export function useSendToLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return async (message: string) => {
    await navigate(paths.login.getHref(pathname + search));
    toast.error(message, { id: 'login-to-proceed' });
  };
}
