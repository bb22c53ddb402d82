import type { Selectable } from 'kysely';
import type { AttendanceMark, SessionStatus } from '#common/batch-sessions';
import type { Flag } from './columns';

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

/** The one absence alert of a student and class: the guardians' messages it queued. */
export interface AbsenceAlertsTable {
  session_id: string;
  user_id: string;
  /** JSON: the ids of the messages queued to the guardians. */
  message_ids: string;
  /** 1 once a correction withdrew it before any message left. */
  withdrawn: Flag;
  created_at: string;
}

/** Two absences in a row of a student in a batch, for the office to call the family. */
export interface AttendanceFollowUpsTable {
  id: string;
  user_id: string;
  batch_id: string;
  first_session_id: string;
  second_session_id: string;
  created_at: string;
  done_at: string | null;
  done_by: string | null;
}

export type BatchSession = Selectable<BatchSessionsTable>;
