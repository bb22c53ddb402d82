import type { Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* A course's modules and lessons, and each student's progress through them (migration 0045). */

export interface CourseModulesTable {
  id: string;
  course_id: string;
  /** 0, 1, 2… within the course. */
  position: number;
  title: string;
  title_hi: string | null;
  created_at: Timestamp;
}

export type LessonKind = 'video' | 'notes' | 'file' | 'live';

export interface CourseLessonsTable {
  id: string;
  module_id: string;
  course_id: string;
  /** 0, 1, 2… within the module. */
  position: number;
  title: string;
  title_hi: string | null;
  kind: LessonKind;
  minutes: number;
  /** Open to everyone, bought or not. */
  free_preview: Flag;
  /** Counts towards the course's completion. */
  required: Flag;
  /** A video's unlisted YouTube id; an uploaded video has `storage_key` instead. */
  youtube_id: string | null;
  live_url: string | null;
  /** Markdown as written, and as the blog's safe renderer renders it. */
  notes: string;
  notes_html: string;
  /** An uploaded video or file, kept privately. */
  storage_key: string | null;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | string | null;
  /** A WebVTT captions file of an uploaded video. */
  captions_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  course_id: string;
  completed_at: Timestamp | null;
  /** Where the student left the video. */
  position_seconds: number;
  last_opened_at: Timestamp;
}

export type CourseModule = Selectable<CourseModulesTable>;
export type CourseLesson = Selectable<CourseLessonsTable>;
export type LessonProgress = Selectable<LessonProgressTable>;
