import { z } from 'zod';
import { hindiTwin } from './hindi-text';
import { requiredText } from './required-text';

export const outlineMessages = {
  moduleTitle: 'Module title is required.',
  lessonTitle: 'Lesson title is required.',
  minutes: 'Enter the lesson length in minutes (1 to 600).',
  point: 'Write the point or remove it.',
  saved: 'Course outline saved',
} as const;

const lessonSchema = z.object({
  title: requiredText(outlineMessages.lessonTitle, 150),
  minutes: z.coerce
    .number({ error: outlineMessages.minutes })
    .int(outlineMessages.minutes)
    .min(1, outlineMessages.minutes)
    .max(600, outlineMessages.minutes),
});

const highlight = z.string().trim().max(1000, 'At most 1000 characters.');

const moduleSchema = z.object({
  title: requiredText(outlineMessages.moduleTitle, 150),
  lessons: z.array(lessonSchema).max(50, 'At most 50 lessons a module.'),
});

/**
 * PUT /course/outline/{id} (admin): the modules in order with their lessons, what a student
 * will learn, the prerequisites and who the course is for; the whole of it, replacing the last.
 */
export const courseOutlineSchema = z.object({
  modules: z.array(moduleSchema).max(40, 'At most 40 modules.'),
  learningPoints: z.array(requiredText(outlineMessages.point, 200)).max(12, 'At most 12 points.'),
  prerequisites: highlight,
  prerequisitesHi: hindiTwin(highlight),
  audience: highlight,
  audienceHi: hindiTwin(highlight),
});
export type CourseOutline = z.output<typeof courseOutlineSchema>;
export type CourseOutlineInput = z.input<typeof courseOutlineSchema>;
export type OutlineModule = CourseOutline['modules'][number];
