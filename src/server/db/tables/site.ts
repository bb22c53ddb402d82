import type { Selectable } from 'kysely';
import type { Timestamp } from './columns';

/* Site settings, visits, daily totals and the activity log. */

export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface VisitsTable {
  day: string;
  visitor_hash: string;
}

/** A sum per day in India, kept by triggers (migration 0014): revenue, enquiries, enrollments. */
export interface DailyTotalsTable {
  /** revenue (item online or desk, paise), enquiries (item a status), enrollments (a course id) */
  kind: 'revenue' | 'enquiries' | 'enrollments';
  day: string;
  item: string;
  total: number;
}

/** One admin write: who, when, what, and a short before/after summary. Never edited. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_name: string;
  /** created, updated, deleted, published, … */
  action: string;
  /** course, user, certificate, … */
  entity: string;
  entity_id: string | null;
  summary: string;
  created_at: Timestamp;
}

export type AuditEntry = Selectable<AuditLogTable>;
