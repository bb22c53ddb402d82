import type { SessionDto } from '#common/schemas/batch-classes';
import type { BatchSession } from '#server/db/schema';

export const sessionDto = (session: BatchSession): SessionDto => ({
  _id: session.id,
  batchId: session.batch_id,
  plannedOn: session.planned_on,
  heldOn: session.held_on,
  startTime: session.start_time,
  endTime: session.end_time,
  status: session.status,
  cancelReason: session.cancel_reason,
});

export const personDto = (person: { id: string; user_name: string; email: string }) => ({
  _id: person.id,
  userName: person.user_name,
  email: person.email,
});
