import { z } from 'zod';
import { hindiTwin } from './hindi-text';
import { requiredText } from './required-text';

export const outlineMessages = {
  moduleTitle: 'Module title is required.',
  lessonTitle: 'Lesson title is required.',
  minutes: 'Enter the lesson length in minutes (1 to 600).',
  point: 'Write the point or remove it.',
  hindiPoints: 'Write at most one Hindi point for each English point, in the same order.',
  saved: 'Course outline saved',
} as const;

/**
 * The Hindi of a text in the outline's lists (decision 045): the lists are sent whole, so a twin
 * left out is none, and null in an outline stored before there were any.
 */
const inHindi = (english: z.ZodType<string, string>) => hindiTwin(english).default(null);

const lessonTitle = requiredText(outlineMessages.lessonTitle, 150);
const lessonSchema = z.object({
  title: lessonTitle,
  titleHi: inHindi(lessonTitle),
  minutes: z.coerce
    .number({ error: outlineMessages.minutes })
    .int(outlineMessages.minutes)
    .min(1, outlineMessages.minutes)
    .max(600, outlineMessages.minutes),
  /** A free preview (set in the lesson builder; the outline form passes it back unchanged). */
  preview: z.boolean().optional(),
});

const highlight = z.string().trim().max(1000, 'At most 1000 characters.');

const moduleTitle = requiredText(outlineMessages.moduleTitle, 150);
const moduleSchema = z.object({
  title: moduleTitle,
  titleHi: inHindi(moduleTitle),
  lessons: z.array(lessonSchema).max(50, 'At most 50 lessons a module.'),
});

const point = requiredText(outlineMessages.point, 200);

/**
 * Refuses more Hindi points than English ones: each is the Hindi of the English point at its
 * place. The API's schema and the admin's form, which reads the points from text, apply it.
 */
export const withFittingHindiPoints = <
  S extends z.ZodType<{ learningPoints: string[]; learningPointsHi: (string | null)[] }>,
>(
  schema: S,
) =>
  schema.refine((outline) => outline.learningPointsHi.length <= outline.learningPoints.length, {
    message: outlineMessages.hindiPoints,
    path: ['learningPointsHi'],
  });

/**
 * PUT /course/outline/{id} (admin): the modules in order with their lessons, what a student
 * will learn, the prerequisites and who the course is for; the whole of it, replacing the last.
 * `learningPointsHi[i]` is the Hindi of `learningPoints[i]`, null (or left out at the end) for none.
 */
export const courseOutlineSchema = withFittingHindiPoints(
  z.object({
    modules: z.array(moduleSchema).max(40, 'At most 40 modules.'),
    learningPoints: z.array(point).max(12, 'At most 12 points.'),
    learningPointsHi: z.array(inHindi(point)).max(12, 'At most 12 points.').default([]),
    prerequisites: highlight,
    prerequisitesHi: hindiTwin(highlight),
    audience: highlight,
    audienceHi: hindiTwin(highlight),
  }),
);
/** The outline as the answers carry it: every Hindi twin there, null where there is none. */
export const outlineDtoSchema = z.array(
  z.object({
    title: z.string(),
    titleHi: z.string().nullable(),
    lessons: z.array(
      z.object({
        title: z.string(),
        titleHi: z.string().nullable(),
        minutes: z.number(),
        preview: z.boolean().optional(),
      }),
    ),
  }),
);

export type CourseOutline = z.output<typeof courseOutlineSchema>;
export type CourseOutlineInput = z.input<typeof courseOutlineSchema>;
export type OutlineModule = CourseOutline['modules'][number];
