import {
  aggregateRating,
  courseInstances,
  type CourseRunFacts,
  type RatingFacts,
} from './course-instances';
import type { Site } from './page-meta';
import { absoluteUrl } from './page-meta';

/** schema.org objects for JSON-LD, each a document of its own. */

const context = 'https://schema.org';

const organizationId = (site: Site) => `${site.url}/#organization`;

/** The institute, in full on home and About; other objects point at it by its @id. */
export function organization(site: Site) {
  const { settings } = site;
  return {
    '@context': context,
    '@type': 'EducationalOrganization',
    '@id': organizationId(site),
    name: settings.name,
    url: `${site.url}/`,
    logo: absoluteUrl(site, '/logo.png'),
    description: settings.tagline,
    telephone: `+91${settings.phone}`,
    email: settings.email,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' },
    sameAs: Object.values(settings.social),
  };
}

const organizationRef = (site: Site) => ({
  '@type': 'EducationalOrganization',
  '@id': organizationId(site),
  name: site.settings.name,
  url: `${site.url}/`,
  logo: absoluteUrl(site, '/logo.png'),
});

export interface CourseFacts {
  name: string;
  description: string;
  url: string;
  image?: string;
  /** Rupees. */
  price: number;
  level: string;
  language: string;
  instructor: string;
  run: CourseRunFacts;
  ratings: RatingFacts;
}

export function course(site: Site, facts: CourseFacts) {
  return {
    '@context': context,
    '@type': 'Course',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.image,
    educationalLevel: facts.level,
    inLanguage: facts.language,
    provider: organizationRef(site),
    instructor: { '@type': 'Person', name: facts.instructor },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: facts.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: facts.url,
    },
    hasCourseInstance: courseInstances(facts.run),
    ...aggregateRating(facts.ratings),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  image?: string;
  published: string;
  modified: string;
  /** A person's name; the institute writes when absent. */
  author?: string;
}

export function article(site: Site, type: 'BlogPosting' | 'NewsArticle', facts: ArticleFacts) {
  return {
    '@context': context,
    '@type': type,
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    image: facts.image && [facts.image],
    datePublished: facts.published,
    dateModified: facts.modified,
    author: facts.author ? { '@type': 'Person', name: facts.author } : organizationRef(site),
    publisher: organizationRef(site),
  };
}

/** The trail a page's breadcrumb shows, as absolute links. */
export function breadcrumbs(site: Site, trail: { name: string; path: string }[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(site, step.path),
    })),
  };
}
