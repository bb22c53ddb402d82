import { Link } from 'react-router';
import { PageIntro } from '../../components/page-intro';
import { paths } from '#common/paths';
import { pages } from '#common/pages';

export function CreditsPage() {
  return (
    <PageIntro title={pages.developedBy.title}>
      <p>The people and tools behind this website.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary mt-6">
        Go to website
      </Link>
    </PageIntro>
  );
}
