import { searchableText } from '#common/course-search';
import type { Db } from '#server/db/database';
import type { Course, CourseFilesTable, CoursesTable } from '#server/db/schema';
import { newId, now } from '#server/db/time';

export type CourseFile = CourseFilesTable;
/** Columns with a default, and the Hindi versions (null where there is none). */
type CourseDetails = Pick<
  Course,
  | 'course_mode'
  | 'outline'
  | 'learning_points'
  | 'learning_points_hi'
  | 'prerequisites'
  | 'audience'
  | 'course_title_hi'
  | 'sub_title_hi'
  | 'description_hi'
  | 'prerequisites_hi'
  | 'audience_hi'
  | 'category_hi'
  | 'course_duration_hi'
  | 'course_language_hi'
>;
/** A course's columns as the admin writes them; the search text follows from them. */
export type CourseChanges = Omit<
  CoursesTable,
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'is_publish'
  | 'search_text'
  | 'student_count'
  | keyof CourseDetails
> &
  Partial<CourseDetails>;

const searched = [
  'course_title',
  'course_title_hi',
  'sub_title',
  'sub_title_hi',
  'category',
  'category_hi',
  'instructor',
] as const;

/** The searched columns' text: the Hindi title, subtitle and category find a course too. */
const searchTextOf = (course: Partial<Pick<Course, (typeof searched)[number]>>) =>
  searchableText(...searched.map((column) => course[column] ?? ''));

/** Every course, newest first; for a viewer, the published ones plus those the viewer bought. */
export function coursesQuery(db: Db, viewer?: { publishedOnly: boolean; viewerId?: string }) {
  const query = db
    .selectFrom('courses')
    .selectAll('courses')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (!viewer?.publishedOnly) return query;
  const { viewerId } = viewer;
  return query.where((eb) =>
    viewerId
      ? eb.or([
          eb('is_publish', '=', 1),
          eb(
            'id',
            'in',
            eb.selectFrom('enrollments').select('course_id').where('user_id', '=', viewerId),
          ),
        ])
      : eb('is_publish', '=', 1),
  );
}

export function findCourse(db: Db, id: string): Promise<Course | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new course, unpublished unless told otherwise, stamped now unless given a time. */
export async function insertCourse(
  db: Db,
  course: CourseChanges & { is_publish?: number },
  stamp: string = now(),
): Promise<Course> {
  return db
    .insertInto('courses')
    .values({
      ...course,
      id: newId(),
      search_text: searchTextOf(course),
      is_publish: course.is_publish ?? 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCourse(
  db: Db,
  id: string,
  changes: Partial<CourseChanges> & { is_publish?: number },
): Promise<Course | undefined> {
  let search_text: string | undefined;
  if (searched.some((column) => changes[column] !== undefined)) {
    const course = await findCourse(db, id);
    if (!course) return undefined;
    search_text = searchTextOf({ ...course, ...changes });
  }
  return db
    .updateTable('courses')
    .set({ ...changes, ...(search_text === undefined ? {} : { search_text }), updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCourse(db: Db, id: string): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** Files of the given courses, oldest first, in one query. */
export async function filesOfCourses(db: Db, courseIds: string[]): Promise<CourseFile[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('course_files')
    .selectAll()
    .where('course_id', 'in', courseIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findCourseFile(db: Db, id: string): Promise<CourseFile | undefined> {
  return db.selectFrom('course_files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCourseFile(
  db: Db,
  file: Omit<CourseFile, 'id' | 'created_at'>,
): Promise<CourseFile> {
  return db
    .insertInto('course_files')
    .values({ ...file, id: newId(), created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteCourseFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('course_files').where('id', '=', id).execute();
}

/** How many students each of the given courses has. */
export async function enrollmentCounts(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrollments')
    .select(['course_id', db.fn.countAll<number>().as('n')])
    .where('course_id', 'in', courseIds)
    .groupBy('course_id')
    .execute();
  return new Map(rows.map((row) => [row.course_id, Number(row.n)]));
}

/** Enrolled user ids per course, for the given courses (admins see who bought what). */
export async function enrollmentsOfCourses(
  db: Db,
  courseIds: string[],
): Promise<Map<string, string[]>> {
  const byCourse = new Map<string, string[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .selectFrom('enrollments')
    .select(['course_id', 'user_id'])
    .where('course_id', 'in', courseIds)
    .execute();
  for (const row of rows)
    byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), row.user_id]);
  return byCourse;
}

/** Whether any purchase (enrollment or payment) refers to the course. */
export async function hasPurchases(db: Db, courseId: string): Promise<boolean> {
  const [enrollment, payment] = await Promise.all([
    db
      .selectFrom('enrollments')
      .select('user_id')
      .where('course_id', '=', courseId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('payments')
      .select('id')
      .where('course_id', '=', courseId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return enrollment !== undefined || payment !== undefined;
}
