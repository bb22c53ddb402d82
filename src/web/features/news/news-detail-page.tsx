import { PageIntro } from '../../components/page-intro';

export function NewsDetailPage() {
  return <PageIntro title="News">The latest announcement from the institute.</PageIntro>;
}
