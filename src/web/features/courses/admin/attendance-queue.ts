import type { AttendanceInput } from '#common/schemas/batch-classes';
import { ApiError } from '#web/lib/api';

/**
 * Attendance saved on this device and not yet sent: one submission per class (a later save of the
 * same class replaces the one waiting), kept in localStorage so it survives a closed tab and goes
 * when the device is back online. A submission keeps its id, and the server keeps one mark per
 * student and class, so sending one again changes nothing.
 */
const KEY = 'vci-attendance-queue';

export interface QueuedAttendance {
  sessionId: string;
  submission: AttendanceInput;
}

export function queuedAttendance(): QueuedAttendance[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedAttendance[]) : [];
  } catch {
    return [];
  }
}

const store = (queue: QueuedAttendance[]) => localStorage.setItem(KEY, JSON.stringify(queue));

export function queueAttendance(entry: QueuedAttendance): void {
  store([...queuedAttendance().filter((e) => e.sessionId !== entry.sessionId), entry]);
}

const drop = (entry: QueuedAttendance) =>
  store(
    queuedAttendance().filter((e) => e.submission.submissionId !== entry.submission.submissionId),
  );

export type SendResult = { sent: string[]; refused: ApiError[]; waiting: number };

let sending: Promise<SendResult> | null = null;

/**
 * Sends what waits, oldest first; one run at a time (an `online` event during a save joins it).
 * A submission the server refuses is dropped and told; one that cannot reach it stays.
 */
export function sendQueuedAttendance(
  put: (entry: QueuedAttendance) => Promise<unknown>,
): Promise<SendResult> {
  sending ??= (async () => {
    const result: SendResult = { sent: [], refused: [], waiting: 0 };
    for (const entry of queuedAttendance()) {
      if (!navigator.onLine) break;
      try {
        await put(entry);
        drop(entry);
        result.sent.push(entry.sessionId);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) break;
        drop(entry);
        result.refused.push(error);
      }
    }
    result.waiting = queuedAttendance().length;
    return result;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
