import type { CheckInInput, CheckInResult } from '#common/schemas/batch-classes';
import { api } from '#web/lib/api';

/** POST /course/check-in (a logged-in student): the code of the trainer's screen. */
export const postCheckIn = (input: CheckInInput) =>
  api.post<CheckInResult>('/course/check-in', input, { quiet: true });
