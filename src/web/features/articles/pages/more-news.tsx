import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDay } from '#common/format';
import { CoverImage } from '#web/components/cover-image';
import { paths } from '#common/paths';
import { useLanguage } from '#web/lib/use-language';
import { useLocalized } from '#web/lib/use-localized';
import { usePublishedNews } from '../use-published-news';
import './messages';

/** "More news": the newest other items, under the one being read. */
export function MoreNews({ current }: { current: string }) {
  const { news } = usePublishedNews(3, current);
  const language = useLanguage();
  const inLanguage = useLocalized();
  if (news.length === 0) return null;
  return (
    <section aria-labelledby="more-news" className="border-t border-slate-200 pt-10">
      <h2 id="more-news" className="text-2xl font-extrabold">
        <Trans>More news</Trans>
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {news.map((item) => (
          <li key={item._id}>
            <Link
              to={paths.newsDetail.getHref(item._id)}
              className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              <CoverImage
                src={item.newsImage}
                alt=""
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              />
              <span className="block p-5">
                <span className="text-ink group-hover:text-brand-700 line-clamp-2 font-bold">
                  {inLanguage(item, 'newsHeadline')}
                </span>
                <time
                  dateTime={item.publishedAt ?? item.createdAt}
                  className="mt-2 block text-sm text-slate-500"
                >
                  {formatDay(item.publishedAt ?? item.createdAt, language)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
