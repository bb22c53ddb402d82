import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The header's account corner: Login and Register for visitors (a profile menu once signed in). */
export function AccountActions() {
  return (
    <div className="flex items-center gap-2">
      <Link to={paths.login.getHref()} className="btn btn-outline">
        Login
      </Link>
      <Link to={paths.register.getHref()} className="btn btn-primary">
        Register
      </Link>
    </div>
  );
}
