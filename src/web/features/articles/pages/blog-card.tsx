import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDay } from '#common/format';
import type { BlogDto } from '#common/schemas/blog';
import { CoverImage } from '#web/components/cover-image';
import { paths } from '#common/paths';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

interface BlogCardProps {
  post: BlogDto;
  /** The card's picture is above the fold: it loads at once and first. */
  priority?: boolean;
}

/** A post in the blog list: picture, type, title, a short preview, who wrote it and when. */
export function BlogCard({ post, priority }: BlogCardProps) {
  const language = useLanguage();
  const inLanguage = useLocalized();
  const date = post.publishedAt ?? post.createdAt;
  const minutes = post.readingMinutes;
  const href = paths.blogDetail.getHref(post._id);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CoverImage
        src={post.BlogUrl}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="bg-brand-50 text-brand-700 rounded-full px-2.5 py-1">
            {post.BlogType}
          </span>
          <span className="text-slate-500">
            <Trans>{minutes} min read</Trans>
          </span>
        </p>
        <h2 className="mt-3 text-lg leading-snug font-bold">
          <Link to={href} className="hover:text-brand-700 after:absolute after:inset-0">
            {inLanguage(post, 'BlogTitle')}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600">{inLanguage(post, 'preview')}</p>
        <p className="mt-4 text-sm text-slate-500">
          {post.Instructor} · <time dateTime={date}>{formatDay(date, language)}</time>
        </p>
      </div>
    </article>
  );
}
