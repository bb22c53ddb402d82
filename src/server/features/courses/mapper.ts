import type { FastifyRequest } from 'fastify';
import type { CourseDto } from '#common/schemas/courses';
import type { Db } from '#server/db/database';
import { enrolledCourseIds } from '#server/db/enrollments';
import { pausedFiles } from '#server/db/fee-access';
import type { Course, User } from '#server/db/schema';
import { imageUrl } from '#server/services/images';
import type { Storage } from '#server/services/storage';
import { readHindiPoints, readOutline } from '#server/db/course-outline';
import { indiaToday } from '#server/db/time';
import { batchDto, batchesOf } from './batches';
import { enrollmentCounts, enrollmentsOfCourses, filesOfCourses } from './repo';

const fileUrl = (id: string) => `/api/v1/course/file/${id}`;

/** Who is looking, and India's day for them (`app.today()`): a student's files may be paused. */
export interface Viewing {
  viewer: User | null;
  today: string;
}

export const viewingOf = (request: FastifyRequest): Viewing => ({
  viewer: request.user,
  today: request.server.today(),
});

/**
 * Courses with their files and student counts, shaped for the viewer. Only admins get the
 * enrolled ids; others get counts, and a logged-in viewer their own purchases, locked while a
 * part of their fee is overdue past the grace period (decision 056).
 */
export async function courseDtos(
  db: Db,
  storage: Storage,
  { viewer, today }: Viewing,
  courses: Course[],
): Promise<CourseDto[]> {
  const ids = courses.map((c) => c.id);
  const admin = viewer?.role === 'admin';
  const [files, counts, students, own, paused, batches] = await Promise.all([
    filesOfCourses(db, ids),
    enrollmentCounts(db, ids),
    admin ? enrollmentsOfCourses(db, ids) : undefined,
    viewer ? enrolledCourseIds(db, viewer.id) : [],
    viewer && !admin ? pausedFiles(db, viewer.id, today) : new Map<string, unknown>(),
    batchesOf(db, ids, indiaToday()),
  ]);
  const bought = new Set(own);
  return courses.map((course) => {
    const filesPaused = paused.has(course.id);
    const locked = !(admin || (bought.has(course.id) && !filesPaused));
    const { modules, learningPoints } = readOutline(course);
    const courseFiles = files.filter((f) => f.course_id === course.id);
    return {
      _id: course.id,
      courseTitle: course.course_title,
      courseTitleHi: course.course_title_hi,
      subTitle: course.sub_title,
      subTitleHi: course.sub_title_hi,
      category: course.category,
      categoryHi: course.category_hi,
      coursePrice: course.course_price / 100,
      description: course.description,
      descriptionHi: course.description_hi,
      courseLevel: course.course_level,
      courseDuration: course.course_duration,
      courseDurationHi: course.course_duration_hi,
      courseLanguage: course.course_language,
      courseLanguageHi: course.course_language_hi,
      instructor: course.instructor,
      courseThumbnail: imageUrl(storage, course.course_thumbnail),
      isPublish: course.is_publish === 1,
      studentCount: counts.get(course.id) ?? 0,
      enrolledStudent: students?.get(course.id) ?? [],
      locked,
      filesPaused,
      syllabus: courseFiles
        .filter((f) => f.kind === 'syllabus')
        .map((f) => ({ _id: f.id, fileName: f.file_name, fileUrl: fileUrl(f.id) })),
      ebooks: courseFiles
        .filter((f) => f.kind === 'ebook')
        .map((f) => ({ _id: f.id, title: f.title, ebookUrl: fileUrl(f.id) })),
      ppt: courseFiles
        .filter((f) => f.kind === 'ppt')
        .map((f) => ({ _id: f.id, title: f.title, pptUrl: fileUrl(f.id) })),
      createdAt: course.created_at,
      updatedAt: course.updated_at,
      courseMode: course.course_mode,
      outline: modules,
      learningPoints,
      learningPointsHi: readHindiPoints(course, learningPoints),
      prerequisites: course.prerequisites,
      prerequisitesHi: course.prerequisites_hi,
      audience: course.audience,
      audienceHi: course.audience_hi,
      // An online batch's meeting link is for its students (and admins), like the resources.
      batches: batches
        .filter((b) => b.course_id === course.id)
        .map((b) => batchDto(locked && b.mode === 'online' ? { ...b, place: '' } : b)),
    };
  });
}

export async function courseDto(
  db: Db,
  storage: Storage,
  viewing: Viewing,
  course: Course,
): Promise<CourseDto> {
  const [dto] = await courseDtos(db, storage, viewing, [course]);
  if (!dto) throw new Error('a course maps to one DTO');
  return dto;
}
