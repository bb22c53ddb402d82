import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* Courses, their batches and files, who is enrolled, and reviews. */

export interface CoursesTable {
  id: string;
  course_title: string;
  sub_title: string;
  category: string;
  course_price: number;
  description: string;
  course_level: 'Beginner' | 'Intermediate' | 'Advance';
  course_duration: string;
  course_language: string;
  instructor: string;
  course_thumbnail: string;
  is_publish: Flag;
  /** Kept by the database: a trigger counts enrollments made and removed. */
  student_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * Title, subtitle (both in English and Hindi), category and instructor as the search index holds
   * them (`searchableText`).
   */
  search_text: string;
  course_mode: Generated<'online' | 'offline' | 'both'>;
  /** JSON: the modules in order, each with its lessons (title, minutes), titles with their Hindi. */
  outline: Generated<string>;
  /** JSON: a list of short texts. */
  learning_points: Generated<string>;
  prerequisites: Generated<string>;
  audience: Generated<string>;
  /** The Hindi versions of the texts above (migration 0021); null where there is none. */
  course_title_hi: string | null;
  sub_title_hi: string | null;
  description_hi: string | null;
  prerequisites_hi: string | null;
  audience_hi: string | null;
  /** JSON: the Hindi of each learning point at its place, null for none (migration 0023). */
  learning_points_hi: Generated<string>;
  /** The Hindi of the category, duration and language (migration 0024); null where there is none. */
  category_hi: string | null;
  course_duration_hi: string | null;
  course_language_hi: string | null;
}

export interface CourseBatchesTable {
  id: string;
  course_id: string;
  /** YYYY-MM-DD. */
  starts_on: string;
  /** Comma-separated weekdays: "Mon,Wed,Fri". */
  days: string;
  /** HH:MM. */
  start_time: string;
  end_time: string;
  mode: 'online' | 'offline';
  seats: number;
  seats_taken: number;
  /** The classroom's address, or the meeting link. */
  place: string;
  /** The classroom's address in Hindi (migration 0024); null where there is none, and online. */
  place_hi: string | null;
  created_at: Timestamp;
  /** The attendance, a whole percent, a certificate asks of a student (migration 0039); null: none. */
  certificate_min_attendance: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CourseFilesTable {
  id: string;
  course_id: string;
  kind: 'syllabus' | 'ebook' | 'ppt';
  title: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export type EnrollmentSource = 'online' | 'desk' | 'free';

export interface EnrollmentsTable {
  user_id: string;
  course_id: string;
  created_at: Timestamp;
  /** How access was gained: paid online, at the front desk, or given free (scholarship, 100% coupon). */
  source: Generated<EnrollmentSource>;
  /** The admin who granted it (desk and free); null for an online purchase. */
  granted_by: string | null;
  granted_by_name: string | null;
  /** Why a free enrollment was given. */
  reason: string | null;
}

export interface ReviewsTable {
  id: string;
  /** The reviewer's account; their profile picture is shown, read at display time. */
  user_id: string | null;
  /** The course the review names, if any. */
  course_id: string | null;
  name: string;
  /** A picture of its own, for a review without an account (the demo's); null otherwise. */
  review_image: string | null;
  message: string;
  /** Stars from 1 to 5, when the reviewer gave some. */
  rating: number | null;
  status: 'published' | 'pending' | 'hidden';
  created_at: Timestamp;
}

export type Course = Selectable<CoursesTable>;
export type CourseBatch = Selectable<CourseBatchesTable>;
