import { z } from 'zod';
import { COURSE_LEVELS, COURSE_MODES } from '../courses';
import { COURSE_SORTS } from '../course-search';

/** A query-string value left empty ("?category=") means no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const rupees = z.coerce
  .number({ error: 'Enter a price in rupees.' })
  .min(0, 'Enter a price in rupees.')
  .max(10_000_000, 'Enter a price in rupees.');

/**
 * GET /course: a search over title, subtitle, category and instructor (any case, with or
 * without accents), filters and a sort. Without `page` every match comes at once.
 */
export const courseSearchSchema = z.object({
  q: optional(z.string().trim().max(100, 'At most 100 characters.')),
  category: optional(z.string().trim().max(60, 'At most 60 characters.')),
  level: optional(z.enum(COURSE_LEVELS, { error: 'Choose one of the listed levels.' })),
  language: optional(z.string().trim().max(60, 'At most 60 characters.')),
  mode: optional(z.enum(COURSE_MODES, { error: 'Choose online, offline or both.' })),
  minPrice: optional(rupees),
  maxPrice: optional(rupees),
  sort: optional(z.enum(COURSE_SORTS, { error: 'Choose one of the listed orders.' })),
  page: optional(z.coerce.number().int().min(1).max(1_000_000)),
});
export type CourseSearch = z.output<typeof courseSearchSchema>;

/** GET /course/filters: what the finder's filters can choose from, over the published courses. */
export const courseFilterOptionsSchema = z.object({
  categories: z.array(z.string()),
  /** The Hindi name of each category at its place, null where no course gives one (decision 045). */
  categoriesHi: z.array(z.string().nullable()),
  languages: z.array(z.string()),
  languagesHi: z.array(z.string().nullable()),
  /** Rupees. */
  lowestPrice: z.number(),
  highestPrice: z.number(),
});
export type CourseFilterOptions = z.infer<typeof courseFilterOptionsSchema>;
