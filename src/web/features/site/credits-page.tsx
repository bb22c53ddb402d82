import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { paths } from '#common/paths';

export function CreditsPage() {
  return (
    <PageIntro title="Website credits">
      <p>The people and tools behind this website.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
        Go to website
      </Link>
    </PageIntro>
  );
}
