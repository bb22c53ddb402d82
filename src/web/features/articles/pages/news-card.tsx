import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDay } from '#common/format';
import type { NewsDto } from '#common/schemas/news';
import { CoverImage } from '#web/components/cover-image';
import { paths } from '#common/paths';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import './messages';

interface NewsCardProps {
  news: NewsDto;
  /** The card's picture is above the fold: it loads at once and first. */
  priority?: boolean;
}

/** A news item in the news list: picture, date, headline and a short preview. */
export function NewsCard({ news, priority }: NewsCardProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const inLanguage = useLocalized();
  const date = news.publishedAt ?? news.createdAt;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <CoverImage
        src={news.newsImage}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-slate-500">
          <time dateTime={date}>{formatDay(date, language)}</time>
          {news.isPublished ? '' : ` · ${t`Draft`}`}
        </p>
        <h2 className="mt-2 text-lg leading-snug font-bold">
          <Link
            to={paths.newsDetail.getHref(news._id)}
            className="hover:text-brand-700 after:absolute after:inset-0"
          >
            {inLanguage(news, 'newsHeadline')}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-slate-600">{inLanguage(news, 'preview')}</p>
      </div>
    </article>
  );
}
