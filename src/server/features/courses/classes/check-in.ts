import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CheckInResult } from '#common/schemas/batch-classes';
import { batchClassMessages } from '#common/schemas/batch-classes';
import { getSiteSettings } from '#server/db/site-settings';
import { HttpError } from '#server/plugins/errors';
import { checkInMark, isInBatch } from './absences-repo';
import { indiaDay } from './class-times';
import { sessionDto } from './mapper';
import { classesOn, courseTitleOfBatch, findSession } from './repo';

/** Wrong codes a student may type in ten minutes; counted per student, as a lab shares one address. */
const WRONG_CODES = 5;
const WRONG_CODES_WINDOW_MS = 10 * 60_000;

/** Whether the address is in one of the networks (CIDR); an IPv4 address may come as ::ffff:a.b.c.d. */
export function inNetworks(address: string, networks: string[]): boolean {
  const list = new BlockList();
  for (const network of networks) {
    const [base = '', prefix = ''] = network.split('/');
    list.addSubnet(base, Number(prefix), isIPv6(base) ? 'ipv6' : 'ipv4');
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return list.check(ip, 'ipv4');
  return isIPv6(ip) && list.check(ip, 'ipv6');
}

/**
 * A student checks in to a class with the code its trainer's screen shows (decision 058): the
 * class named (from the QR code), or, for a typed code, the one of today's classes it is the code
 * of. Refused from outside the institute's networks when the settings name any, after too many
 * wrong codes, for a class not today or not of the student's batch. Marks the student present
 * unless the class holds a mark for them already (the trainer's mark stands).
 */
export async function checkIn(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'checkInCodes' | 'counters'>,
  student: { id: string; address: string },
  input: { sessionId?: string | undefined; code: string },
): Promise<CheckInResult> {
  const { db, clock, checkInCodes, counters } = app;
  const misses = `check-in-miss:${student.id}`;
  const missed = await counters.add(misses, ['n'], 0, WRONG_CODES_WINDOW_MS);
  if ((missed.counts[0] ?? 0) >= WRONG_CODES)
    throw new HttpError(429, batchClassMessages.tooManyCodes);
  const { checkInNetworks } = await getSiteSettings(db);
  if (checkInNetworks.length > 0 && !inNetworks(student.address, checkInNetworks))
    throw new HttpError(403, batchClassMessages.outsideNetwork);

  const now = clock.now();
  const today = indiaDay(now);
  const candidates = input.sessionId
    ? [await findSession(db, input.sessionId)].filter((s) => s !== undefined)
    : (await classesOn(db, today)).filter((s) => s.status !== 'cancelled');
  const session = candidates.find((s) => checkInCodes.accepts(s.id, input.code, now));
  if (!session) {
    await counters.add(misses, ['n'], 1, WRONG_CODES_WINDOW_MS);
    throw new HttpError(400, batchClassMessages.wrongCode, { code: batchClassMessages.wrongCode });
  }
  if (!(await isInBatch(db, session.batch_id, student.id)))
    throw new HttpError(403, batchClassMessages.notYourBatch);
  if (session.held_on !== today) throw new HttpError(409, batchClassMessages.notToday);
  if (session.status === 'cancelled') throw new HttpError(409, batchClassMessages.cancelled);

  const held = await checkInMark(db, session.id, student.id);
  const byCheckIn = held.submission_id === 'check-in' && held.marked_by === student.id;
  return {
    outcome: byCheckIn ? 'checked-in' : 'already-marked',
    mark: held.mark,
    courseTitle: await courseTitleOfBatch(db, session.batch_id),
    session: sessionDto(session),
  };
}
