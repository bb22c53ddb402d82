import { formatDay, formatInr, truncate } from '#common/format';
import { LEAD_PICTURE_SIZES } from '#common/images';
import { lostPage } from '#common/pages';
import { paths } from '#common/paths';
import { formatHours, formatLength, outlineMinutes } from '#common/course-outline';
import { courseModeLabels } from '#common/courses';
import { readOutline } from '#server/db/course-outline';
import { plainText } from '#server/services/markdown';
import type { SocialCard } from '#server/services/images';
import { indexedPages, type FixedPage } from './fixed-pages';
import { html, SafeHtml } from './html';
import { absoluteUrl, type PageMeta, type Site, type SocialImage } from './page-meta';
import type { ArticleRow, CourseRow } from './repo';
import type { CourseRunFacts, RatingFacts } from './course-instances';
import { article, breadcrumbs, course, organization } from './structured-data';

/** Page descriptions from what the database holds; no reads here. */

const DESCRIPTION_LENGTH = 160;
/** A text in the page's language: its Hindi twin on a Hindi page where one is written (decision 045). */
const inLanguage = (site: Site, english: string, hindi: string | null) =>
  (site.language === 'hi' && hindi) || english;
const summary = (text: string) => truncate(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_LENGTH);

/** Links to the public pages, so a reader without JavaScript can go on from any page. */
const siteLinks = html`<nav aria-label="Site">
  <ul>
    ${indexedPages.map((page) => html`<li><a href="${page.path}">${page.title}</a></li>`)}
  </ul>
</nav>`;

export function describeFixedPage(site: Site, page: FixedPage): PageMeta {
  const { indexable } = page;
  const words = (site.language === 'hi' && page.hindi) || page;
  const title = words.title;
  const description = words.description(site.settings.name);
  return {
    title,
    description,
    // An unlisted page's pattern (`/reset-password/:token`) is no address to point search engines at.
    path: indexable ? page.path : undefined,
    indexable,
    ogType: 'website',
    leadPicture: page.leadPicture?.(site.settings),
    structuredData: [
      ...(page.organization ? [organization(site)] : []),
      ...(page.breadcrumb ? [breadcrumbs(site, page.breadcrumb)] : []),
    ],
    mainText: html`<h1>${title}</h1>
      <p>${description}</p>
      ${siteLinks}`,
  };
}

export function describeLostPage(): PageMeta {
  const { title, description } = lostPage;
  return {
    title,
    description,
    indexable: false,
    ogType: 'website',
    structuredData: [],
    mainText: html`<h1>Oops, looks like the page is lost.</h1>
      <p>${description}</p>
      ${siteLinks}`,
  };
}

/** An item's picture as the app shows it, and its link-preview card (absent when missing). */
export interface Picture {
  src: string;
  card?: SocialCard;
}

const socialImage = (site: Site, { card }: Picture, alt: string): SocialImage | undefined =>
  card && { ...card, url: absoluteUrl(site, card.url), alt };

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p}</p>`);

/** What a course page shows besides the course's own columns. */
export interface CourseExtras {
  picture: Picture;
  /** The batches still to start, soonest first. */
  upcoming: CourseRunFacts['upcoming'];
  ratings: RatingFacts;
}

export function describeCourse(
  site: Site,
  row: CourseRow,
  { picture, upcoming, ratings }: CourseExtras,
): PageMeta {
  const path = paths.courseDetail.getHref(row.id);
  const url = absoluteUrl(site, path);
  const trail = [
    { name: 'Courses', path: paths.courses.path },
    { name: row.course_title, path },
  ];
  const facts = Object.entries({
    Price: formatInr(row.course_price),
    Level: row.course_level,
    Duration: row.course_duration,
    Language: row.course_language,
    Mode: courseModeLabels[row.course_mode],
    Instructor: row.instructor,
  }).map(([name, value]) => html`<li>${name}: ${value}</li>`);
  const { modules, learningPoints } = readOutline(row);
  const title = inLanguage(site, row.course_title, row.course_title_hi);
  const subTitle = inLanguage(site, row.sub_title, row.sub_title_hi);
  const about = inLanguage(site, row.description, row.description_hi);
  return {
    title,
    description: summary(
      `${subTitle.replace(/([^.!?।])$/, `$1${site.language === 'hi' ? '।' : '.'}`)} ${about}`,
    ),
    path,
    indexable: true,
    ogType: 'website',
    image: socialImage(site, picture, title),
    leadPicture: { src: picture.src, sizes: LEAD_PICTURE_SIZES.courseCover },
    structuredData: [
      course(site, {
        name: title,
        description: summary(subTitle || about),
        url,
        image: picture.card && absoluteUrl(site, picture.card.url),
        price: row.course_price / 100,
        level: row.course_level,
        language: row.course_language,
        instructor: row.instructor,
        run: { mode: row.course_mode, duration: row.course_duration, upcoming },
        ratings,
      }),
      breadcrumbs(site, trail),
    ],
    mainText: html`<nav aria-label="Breadcrumb">
        <a href="${paths.courses.path}">Courses</a> / ${row.category}
      </nav>
      <h1>${title}</h1>
      <p>${subTitle}</p>
      <ul>
        ${facts}
      </ul>
      <h2>About this course</h2>
      ${paragraphs(about)} ${courseHighlights(row, learningPoints)} ${courseOutline(modules)}`,
  };
}

function courseHighlights(row: CourseRow, learningPoints: string[]) {
  return html`${
    learningPoints.length > 0
      ? html`<h2>What you will learn</h2>
          <ul>
            ${learningPoints.map((point) => html`<li>${point}</li>`)}
          </ul>`
      : ''
  }
  ${
    row.prerequisites
      ? html`<h2>Prerequisites</h2>
          ${paragraphs(row.prerequisites)}`
      : ''
  }
  ${
    row.audience
      ? html`<h2>Who this course is for</h2>
          ${paragraphs(row.audience)}`
      : ''
  }`;
}

/** The outline, module by module with each lesson's length, and the hours in all. */
function courseOutline(modules: ReturnType<typeof readOutline>['modules']) {
  if (modules.length === 0) return '';
  return html`<h2>Course outline</h2>
    <p>${modules.length} modules, ${formatHours(outlineMinutes(modules))} in total</p>
    <ol>
      ${modules.map(
        (module) =>
          html`<li>
            ${module.title} (${formatLength(outlineMinutes([module]))})
            <ul>
              ${module.lessons.map((lesson) => html`<li>${lesson.title}: ${lesson.minutes} min</li>`)}
            </ul>
          </li>`,
      )}
    </ol>`;
}

export function describeArticle(
  site: Site,
  kind: 'news' | 'blog',
  row: ArticleRow,
  picture: Picture,
): PageMeta {
  const path = (kind === 'news' ? paths.newsDetail : paths.blogDetail).getHref(row.id);
  const published = row.published_at ?? row.created_at;
  const title = inLanguage(site, row.title, row.title_hi);
  const body = inLanguage(site, row.description_html, row.description_html_hi);
  const description = summary(plainText(body));
  const byline = row.instructor ? html`By ${row.instructor} · ` : '';
  return {
    title,
    description,
    path,
    indexable: true,
    ogType: 'article',
    image: socialImage(site, picture, title),
    leadPicture: { src: picture.src, sizes: LEAD_PICTURE_SIZES.articleCover },
    structuredData: [
      article(site, kind === 'news' ? 'NewsArticle' : 'BlogPosting', {
        headline: title,
        description,
        url: absoluteUrl(site, path),
        image: picture.card && absoluteUrl(site, picture.card.url),
        published,
        modified: row.updated_at,
        author: row.instructor,
      }),
    ],
    // The body is the stored HTML the Markdown renderer made, with raw HTML escaped.
    mainText: html`<article>
      <h1>${title}</h1>
      <p>${byline}<time datetime="${published}">${formatDay(published)}</time></p>
      ${new SafeHtml(body)}
    </article>`,
  };
}
