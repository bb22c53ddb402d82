import { z } from 'zod';
import type { GradeBand } from '#common/grading';

export const gradingMessages = {
  grade: 'Write the grade in 1 to 3 letters, digits or + and -, like A+.',
  min: 'Enter a whole percent from 0 to 100.',
  order: 'List the grades from the highest percent down, each percent lower than the one above.',
  lowest: 'The last grade must start at 0%, so every mark gets a grade.',
  twice: 'Each grade only once.',
  count: 'Give from 2 to 12 grades.',
  saved: 'Grading scale saved',
} as const;

const band = z.object({
  grade: z
    .string({ error: gradingMessages.grade })
    .trim()
    .regex(/^[A-Za-z0-9+-]{1,3}$/, gradingMessages.grade),
  min: z
    .number({ error: gradingMessages.min })
    .int(gradingMessages.min)
    .min(0, gradingMessages.min)
    .max(100, gradingMessages.min),
});

/** PUT /settings/grading-scale (admin) and the settings form: highest first, the last from 0. */
export const gradingScaleSchema = z
  .array(band)
  .min(2, gradingMessages.count)
  .max(12, gradingMessages.count)
  .superRefine((bands, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    bands.forEach((b, i) => {
      const above = bands[i - 1];
      if (above && b.min >= above.min) issue([i, 'min'], gradingMessages.order);
      if (bands.findIndex((other) => other.grade === b.grade) !== i)
        issue([i, 'grade'], gradingMessages.twice);
    });
    const last = bands.at(-1);
    if (last && last.min !== 0) issue([bands.length - 1, 'min'], gradingMessages.lowest);
  }) satisfies z.ZodType<GradeBand[]>;

export const gradingScaleBodySchema = z.object({ bands: gradingScaleSchema });
