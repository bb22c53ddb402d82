import { PageIntro } from '../../components/page-intro';

export function BlogDetailPage() {
  return <PageIntro title="Blog">An article from our instructors.</PageIntro>;
}
