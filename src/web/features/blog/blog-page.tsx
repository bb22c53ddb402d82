import { PageIntro } from '../../components/page-intro';

export function BlogPage() {
  return (
    <PageIntro title="Blog">Articles, tutorials and career advice from our instructors.</PageIntro>
  );
}
