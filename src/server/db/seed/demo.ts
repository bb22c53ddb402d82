import type { SiteSettings } from '#common/site-settings';
import type { Db } from '../database';
import { getSiteSettings, saveSiteSettings } from '../site-settings';
import { insertBatch } from '#server/features/courses/batches';
import { insertCourse } from '#server/features/courses/repo';
import { insertReview } from '#server/features/reviews/repo';
import { indiaToday, newId, now } from '../time';
import { storeImage } from '#server/services/images';
import { renderMarkdown } from '#server/services/markdown';
import type { Storage } from '#server/services/storage';
import { bannerSvg, portraitSvg } from './artwork';
import { demoBlogPosts, demoNews } from './demo-articles';
import { demoBatches, demoCourses, demoReviews, demoSettingsHindi, demoTeam } from './demo-content';

const MARKER = 'demo_seeded_at';

/** The settings with the demo's Hindi of each default text that has no Hindi yet. */
function withDemoHindi(settings: SiteSettings): SiteSettings {
  const hindi = (english: string, current: string | null) =>
    current ?? demoSettingsHindi[english] ?? null;
  return {
    ...settings,
    taglineHi: hindi(settings.tagline, settings.taglineHi),
    addressHi: hindi(settings.address, settings.addressHi),
    hoursHi: hindi(settings.hours, settings.hoursHi),
    heroBadgeHi: hindi(settings.heroBadge, settings.heroBadgeHi),
    homeStats: settings.homeStats.map((stat) => ({
      ...stat,
      labelHi: hindi(stat.label, stat.labelHi),
    })),
    videos: settings.videos.map((video) => ({
      ...video,
      titleHi: hindi(video.title, video.titleHi),
      descriptionHi: hindi(video.description, video.descriptionHi),
    })),
  };
}

/**
 * Fills an empty site with demo content, and the settings' texts with their Hindi, once: a marker
 * keeps it from coming back after an admin deletes the demo items.
 */
export async function seedDemoContent(db: Db, storage: Storage): Promise<boolean> {
  const marker = await db
    .selectFrom('site_settings')
    .select('key')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  const existing = await db.selectFrom('courses').select('id').limit(1).executeTakeFirst();
  if (marker || existing) return false;

  // Each item is a minute older than the one before, so lists have a stable newest-first order.
  const base = Date.now();
  const stamp = (i: number) => new Date(base - i * 60_000).toISOString();

  const draw = async <T>(items: readonly T[], art: (i: number) => Buffer, folder: string) => {
    const drawn: { item: T; image: string; created_at: string }[] = [];
    for (const [i, item] of items.entries()) {
      const { key } = await storeImage(storage, art(i), folder);
      drawn.push({ item, image: key, created_at: stamp(i) });
    }
    return drawn;
  };
  const row = (created_at: string) => ({ id: newId(), created_at, updated_at: created_at });
  const publishedArticle = (markdown: string, hindi: string | undefined, published_at: string) => ({
    description_html: renderMarkdown(markdown),
    description_html_hi: hindi === undefined ? null : renderMarkdown(hindi),
    is_published: 1,
    published_at,
  });

  const courses = await draw(demoCourses, bannerSvg, 'courses');
  const news = (await draw(demoNews, (i) => bannerSvg(i + 2), 'news')).map((d) => ({
    ...d.item,
    ...row(d.created_at),
    ...publishedArticle(d.item.news_description, d.item.news_description_hi, d.created_at),
    news_image: d.image,
  }));
  const posts = (await draw(demoBlogPosts, (i) => bannerSvg(i + 4), 'blog')).map((d) => ({
    ...d.item,
    ...row(d.created_at),
    ...publishedArticle(d.item.description, d.item.description_hi, d.created_at),
    blog_image: d.image,
  }));
  const team = (await draw(demoTeam, portraitSvg, 'team')).map((d) => ({
    ...d.item,
    ...row(d.created_at),
    image: d.image,
  }));
  const reviews = await draw(demoReviews, (i) => portraitSvg(i + 4), 'reviews');

  await db.transaction().execute(async (trx) => {
    const courseIds = new Map<string, string>();
    for (const { item, image, created_at } of courses) {
      const course = await insertCourse(
        trx,
        { ...item, course_thumbnail: image, is_publish: 1 },
        created_at,
      );
      courseIds.set(course.course_title, course.id);
    }
    for (const { course, startsInDays, days, ...batch } of demoBatches) {
      const courseId = courseIds.get(course);
      const startsOn = new Date(`${indiaToday()}T00:00:00Z`);
      startsOn.setUTCDate(startsOn.getUTCDate() + startsInDays);
      if (courseId)
        await insertBatch(trx, courseId, {
          ...batch,
          days: [...days],
          startsOn: startsOn.toISOString().slice(0, 10),
        });
    }
    await trx.insertInto('news').values(news).execute();
    await trx.insertInto('blog_posts').values(posts).execute();
    await trx.insertInto('team_members').values(team).execute();
    for (const { item, image, created_at } of reviews) {
      await insertReview(
        trx,
        {
          user_id: null,
          name: item.name,
          message: item.message,
          rating: 'rating' in item ? item.rating : null,
          course_id: (item.course && courseIds.get(item.course)) ?? null,
          review_image: image,
          status: 'published',
        },
        created_at,
      );
    }
    await saveSiteSettings(trx, withDemoHindi(await getSiteSettings(trx)));
    await trx
      .insertInto('site_settings')
      .values({ key: MARKER, value: JSON.stringify(now()), updated_at: now() })
      .execute();
  });
  return true;
}
