import { z } from 'zod';
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
  prerequisites: z.string().trim().max(1000, 'At most 1000 characters.'),
  audience: z.string().trim().max(1000, 'At most 1000 characters.'),
});
export type CourseOutline = z.output<typeof courseOutlineSchema>;
export type CourseOutlineInput = z.input<typeof courseOutlineSchema>;
export type OutlineModule = CourseOutline['modules'][number];

/** Minutes of every lesson of the outline. */
export const outlineMinutes = (modules: OutlineModule[]) =>
  modules.reduce((sum, module) => sum + module.lessons.reduce((s, l) => s + l.minutes, 0), 0);

/** "1 hr 45 min", "2 hr", "45 min": a module's length. */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** "12.5 hours", "1 hour", "45 minutes": a course's total. */
export function formatHours(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
