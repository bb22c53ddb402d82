import { Link } from 'react-router';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import { formatDay } from '#common/format';
import { CoverImage } from '#web/components/cover-image';
import { paths } from '#common/paths';
import { usePublishedNews } from './use-published-news';

/** The footer's three newest news items; nothing at all while there are none. */
export function LatestNews({ title }: { title: string }) {
  const { news } = usePublishedNews(3);
  const language = useLanguage();
  const inLanguage = useLocalized();
  if (news.length === 0) return null;
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-4">
        {news.map((item) => (
          <li key={item._id}>
            <Link to={paths.newsDetail.getHref(item._id)} className="group flex gap-3">
              <div className="w-20 shrink-0 overflow-hidden rounded-md">
                <CoverImage src={item.newsImage} alt="" sizes="80px" />
              </div>
              <span>
                <span className="group-hover:text-accent-300 line-clamp-2 font-medium text-white transition-colors">
                  {inLanguage(item, 'newsHeadline')}
                </span>
                <time dateTime={item.publishedAt ?? item.createdAt} className="mt-1 block text-xs">
                  {formatDay(item.publishedAt ?? item.createdAt, language)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
