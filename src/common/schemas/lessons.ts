import { z } from 'zod';
import { httpsUrl, videoEmbedUrl } from './embeds';
import { hindiTwin } from './hindi-text';
import { requiredText } from './required-text';

export const lessonMessages = {
  moduleTitle: 'Module title is required.',
  lessonTitle: 'Lesson title is required.',
  minutes: 'Enter the lesson length in minutes (1 to 600).',
  kind: 'Choose video, notes, file or live class.',
  youtube: 'Enter a YouTube video address.',
  liveUrl: 'Enter the live class address, starting with https://',
  notes: 'At most 50000 characters.',
  moduleSaved: 'Module saved',
  lessonSaved: 'Lesson saved',
  moved: 'Order saved',
  deleted: 'Deleted',
  uploaded: 'File uploaded',
  notFound: 'Lesson not found.',
  moduleNotFound: 'Module not found.',
  videoType: 'Only MP4 or WebM videos are allowed.',
  fileType: 'Only PDF, EPUB, PPT or PPTX files are allowed.',
  captionsType: 'Captions must be a WebVTT (.vtt) file.',
  uploadRequired: 'Choose a file to upload.',
  uploadKind: 'Only a video or file lesson takes an upload.',
  badRange: 'The requested range is not in this file.',
  progressSaved: 'Progress saved',
} as const;

export const lessonKinds = ['video', 'notes', 'file', 'live'] as const;
export type LessonKind = (typeof lessonKinds)[number];

/** The 11-character id of a YouTube video, from whatever YouTube address an admin pastes. */
export function youtubeIdOf(pasted: string): string | null {
  const embed = videoEmbedUrl(pasted);
  const match = embed && /^https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})$/.exec(embed);
  return match?.[1] ?? null;
}

const moduleTitle = requiredText(lessonMessages.moduleTitle, 150);

/** POST and PUT of a module (admin). */
export const moduleInputSchema = z.object({
  title: moduleTitle,
  titleHi: hindiTwin(moduleTitle),
});

const lessonTitle = requiredText(lessonMessages.lessonTitle, 150);

/**
 * POST and PUT of a lesson (admin). A video is a YouTube address or a file uploaded afterwards
 * (`youtubeUrl` left empty); a live class needs its address.
 */
export const lessonInputSchema = z
  .object({
    title: lessonTitle,
    titleHi: hindiTwin(lessonTitle),
    kind: z.enum(lessonKinds, { error: lessonMessages.kind }),
    minutes: z.coerce
      .number({ error: lessonMessages.minutes })
      .int(lessonMessages.minutes)
      .min(1, lessonMessages.minutes)
      .max(600, lessonMessages.minutes),
    freePreview: z.boolean().default(false),
    required: z.boolean().default(true),
    youtubeUrl: z
      .string()
      .trim()
      .max(500, lessonMessages.youtube)
      .refine((url) => url === '' || youtubeIdOf(url) !== null, lessonMessages.youtube)
      .default(''),
    liveUrl: z.union([z.literal(''), httpsUrl]).default(''),
    notes: z.string().max(50_000, lessonMessages.notes).default(''),
  })
  .refine((lesson) => lesson.kind !== 'live' || lesson.liveUrl !== '', {
    message: lessonMessages.liveUrl,
    path: ['liveUrl'],
  });

export type LessonInput = z.input<typeof lessonInputSchema>;

/**
 * POST …/move: one place up or down among its neighbours (the Move buttons), or to a place
 * (0 first) among them, where a drag drops it; a place past the end is the last.
 */
export const moveSchema = z.union([
  z.object({ direction: z.enum(['up', 'down']) }),
  z.object({ to: z.number().int().min(0).max(10_000) }),
]);
export type Move = z.input<typeof moveSchema>;

/** PUT /lessons/{id}/progress: where the video is, and whether the student marks it complete. */
export const progressInputSchema = z.object({
  positionSeconds: z.number().int().min(0).max(86_400).optional(),
  completed: z.boolean().optional(),
});

const counts = z.object({ done: z.number(), total: z.number() });

/** A student's attendance against the minimum their batch sets for completion (decision 074). */
export const completionAttendanceSchema = z.object({
  minimum: z.number(),
  percent: z.number().nullable(),
  met: z.boolean(),
});
export type CompletionAttendance = z.output<typeof completionAttendanceSchema>;

/**
 * A course's completion as the student sees it: complete or not and, where their batch sets an
 * attendance minimum, their attendance against it (decision 074), so they see what is missing.
 */
const completion = counts.extend({
  complete: z.boolean(),
  attendance: completionAttendanceSchema.optional(),
});

export const lessonSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleHi: z.string().nullable(),
  kind: z.enum(lessonKinds),
  minutes: z.number(),
  freePreview: z.boolean(),
  required: z.boolean(),
  /** Whether this viewer may open it. */
  open: z.boolean(),
  completed: z.boolean(),
});

/** GET /lessons/course/{courseId}: the course's modules and lessons, and the viewer's progress. */
export const learningDtoSchema = z.object({
  course: z.object({ id: z.string(), title: z.string(), titleHi: z.string().nullable() }),
  /** Every lesson opens: bought (files not paused), or an admin. */
  enrolled: z.boolean(),
  /** A buyer, whose progress is kept (an admin's preview keeps none). */
  tracked: z.boolean(),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      titleHi: z.string().nullable(),
      progress: counts,
      lessons: z.array(lessonSummarySchema),
    }),
  ),
  progress: completion,
  /** The lesson to continue with: the last opened, or the first. */
  resumeLessonId: z.string().nullable(),
});

/** GET /lessons/{id}: one lesson's content for a viewer who may open it. */
export const lessonDtoSchema = lessonSummarySchema.extend({
  courseId: z.string(),
  moduleId: z.string(),
  youtubeId: z.string().nullable(),
  liveUrl: z.string().nullable(),
  notesHtml: z.string(),
  /** `/api/v1/lessons/{id}/media` when a video or file was uploaded. */
  mediaUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  positionSeconds: z.number(),
  previousId: z.string().nullable(),
  nextId: z.string().nullable(),
});

/** GET /lessons/admin/course/{courseId}: everything an admin edits. */
export const adminLessonSchema = lessonSummarySchema.omit({ open: true, completed: true }).extend({
  youtubeUrl: z.string(),
  liveUrl: z.string(),
  notes: z.string(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  hasCaptions: z.boolean(),
});

export const adminModulesDtoSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    titleHi: z.string().nullable(),
    lessons: z.array(adminLessonSchema),
  }),
);

/** GET /lessons/mine: each bought course's progress, for My Learning. */
export const myProgressDtoSchema = z.array(
  completion.extend({
    courseId: z.string(),
    resumeLessonId: z.string().nullable(),
  }),
);

export type LearningDto = z.output<typeof learningDtoSchema>;
export type LessonDto = z.output<typeof lessonDtoSchema>;
export type AdminModulesDto = z.output<typeof adminModulesDtoSchema>;
export type AdminLessonDto = AdminModulesDto[number]['lessons'][number];
export type MyProgressDto = z.output<typeof myProgressDtoSchema>;
