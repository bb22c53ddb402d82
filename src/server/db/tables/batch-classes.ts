import type { Selectable } from 'kysely';
import type { AttendanceMark, SessionStatus } from '#common/batch-sessions';

/* A batch's trainers, students, class sessions and attendance (migration 0032, decision 053). */

export interface BatchTrainersTable {
  batch_id: string;
  /** An admin account. */
  user_id: string;
}

export interface BatchStudentsTable {
  batch_id: string;
  user_id: string;
  joined_at: string;
}

export interface BatchSessionsTable {
  id: string;
  batch_id: string;
  /** YYYY-MM-DD: the day the weekly pattern gave; never changes, so regenerating finds it. */
  planned_on: string;
  /** YYYY-MM-DD: the day it is held (another day once moved). */
  held_on: string;
  /** HH:MM, India time. */
  start_time: string;
  end_time: string;
  status: SessionStatus;
  cancel_reason: string | null;
}

export interface SessionAttendanceTable {
  session_id: string;
  user_id: string;
  mark: AttendanceMark;
  /** The client's id of the submission that last wrote this mark. */
  submission_id: string;
  marked_by: string | null;
  marked_at: string;
}

export type BatchSession = Selectable<BatchSessionsTable>;
