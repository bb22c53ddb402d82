import { describe, expect, it } from 'vitest';
import { batchClassMessages, told } from '#common/schemas/batch-classes';
import { courseSite } from '../courses/course-site';
import { batchRequests } from './batch-site';

interface Session {
  _id: string;
  plannedOn: string;
  heldOn: string;
  startTime: string;
  endTime: string;
  status: string;
  cancelReason: string | null;
}

describe('a batch’s classes', () => {
  const ctx = courseSite();
  const { call, newBatch, newTrainer, generate, setHolidays } = batchRequests(ctx);

  it('are made from the weekly pattern, skip holidays, and a moved or cancelled class stays so when made again', async () => {
    await setHolidays([{ date: '2026-07-08', name: 'Guru Purnima' }]);
    const batch = await newBatch({ place: 'Room 9, Aliganj' });
    const made = await generate(batch.id, '2026-07-01', '2026-07-13');
    expect(made.statusCode, made.body).toBe(200);
    const sessions: Session[] = made.json().data.sessions;
    expect(sessions.map((s) => s.heldOn)).toEqual(['2026-07-06', '2026-07-10', '2026-07-13']);
    expect(sessions.every((s) => s.status === 'planned' && s.startTime === '18:00')).toBe(true);

    const [first, second] = sessions as [Session, Session];
    const moved = await call('PATCH', `/sessions/${first._id}`, {
      heldOn: '2026-07-07',
      startTime: '10:00',
      endTime: '11:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await call('POST', `/sessions/${second._id}/cancel`, {
      reason: 'Power cut in the building',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // Made again over a wider range: the moved and cancelled classes are as the admin left them.
    const again = await generate(batch.id, '2026-07-01', '2026-07-20');
    expect(again.statusCode, again.body).toBe(200);
    const after: Session[] = again.json().data.sessions;
    expect(after.map((s) => [s.plannedOn, s.heldOn, s.startTime, s.status])).toEqual([
      ['2026-07-06', '2026-07-07', '10:00', 'moved'],
      ['2026-07-10', '2026-07-10', '18:00', 'cancelled'],
      ['2026-07-13', '2026-07-13', '18:00', 'planned'],
      ['2026-07-15', '2026-07-15', '18:00', 'planned'],
      ['2026-07-17', '2026-07-17', '18:00', 'planned'],
      ['2026-07-20', '2026-07-20', '18:00', 'planned'],
    ]);
    expect(after[1]?.cancelReason).toBe('Power cut in the building');
    await setHolidays([]);
  });

  it('refuses a range that ends before it starts or runs past a year', async () => {
    const batch = await newBatch({ place: 'Room 10, Aliganj' });
    for (const [from, to] of [
      ['2026-07-10', '2026-07-01'],
      ['2026-07-01', '2027-07-02'],
    ]) {
      const res = await generate(batch.id, from as string, to as string);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.to).toBe(batchClassMessages.range);
    }
  });

  it('refuses a classroom two batches would share at once, naming the other batch', async () => {
    const first = await newBatch({ place: 'Lab 1, Gomti Nagar' });
    expect((await generate(first.id, '2026-07-06', '2026-07-12')).statusCode).toBe(200);
    // Same room (written differently), Wednesdays only, overlapping from 19:00.
    const second = await newBatch({
      place: ' lab 1,  Gomti Nagar',
      days: ['Wed'],
      startTime: '19:00',
      endTime: '20:00',
    });
    const clash = await generate(second.id, '2026-07-06', '2026-07-12');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      told(
        batchClassMessages.roomClash,
        'lab 1,  Gomti Nagar',
        '08/07/2026 18:00–19:30',
        first.courseTitle,
      ),
    );
    expect(
      (await call('GET', `/batch/${second.id}/sessions?from=2026-07-06&to=2026-07-12`)).json().data
        .sessions,
    ).toEqual([]);

    // An online batch at the same time has no room to clash over.
    const online = await newBatch({ mode: 'online', place: 'https://meet.example.com/abc' });
    expect((await generate(online.id, '2026-07-06', '2026-07-12')).statusCode).toBe(200);

    // Moving the first batch's Monday class into a free evening passes; into its own room's slot on
    // another batch's day does not.
    const third = await newBatch({ place: 'Lab 1, Gomti Nagar', days: ['Tue'] });
    expect((await generate(third.id, '2026-07-06', '2026-07-12')).statusCode).toBe(200);
    const [monday] = (
      await call('GET', `/batch/${first.id}/sessions?from=2026-07-06&to=2026-07-06`)
    ).json().data.sessions;
    const into = await call('PATCH', `/sessions/${monday._id}`, {
      heldOn: '2026-07-07',
      startTime: '18:30',
      endTime: '19:00',
    });
    expect(into.statusCode).toBe(409);
    expect(into.json().message).toContain(third.courseTitle);
    const free = await call('PATCH', `/sessions/${monday._id}`, {
      heldOn: '2026-07-07',
      startTime: '20:00',
      endTime: '21:00',
    });
    expect(free.statusCode, free.body).toBe(200);
  });

  it('refuses a trainer who would teach two batches at once, whether made or given', async () => {
    const trainer = await newTrainer('Anil Verma');
    const first = await newBatch({ mode: 'online', place: 'https://meet.example.com/one' });
    const second = await newBatch({ mode: 'online', place: 'https://meet.example.com/two' });
    expect(
      (await call('PUT', `/batch/${first.id}/trainers`, { trainerIds: [trainer.id] })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/batch/${second.id}/trainers`, { trainerIds: [trainer.id] })).statusCode,
    ).toBe(200);
    expect((await generate(first.id, '2026-07-06', '2026-07-06')).statusCode).toBe(200);

    const clash = await generate(second.id, '2026-07-06', '2026-07-06');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      told(
        batchClassMessages.trainerClash,
        'Anil Verma',
        '06/07/2026 18:00–19:30',
        first.courseTitle,
      ),
    );

    // Without the trainer the second batch's classes are made; giving him back is then refused.
    expect((await call('PUT', `/batch/${second.id}/trainers`, { trainerIds: [] })).statusCode).toBe(
      200,
    );
    expect((await generate(second.id, '2026-07-06', '2026-07-06')).statusCode).toBe(200);
    const back = await call('PUT', `/batch/${second.id}/trainers`, { trainerIds: [trainer.id] });
    expect(back.statusCode).toBe(409);
    expect((await call('GET', `/batch/${second.id}/roster`)).json().data.trainers).toEqual([]);
  });

  it('takes only admin accounts as trainers, and only for admins', async () => {
    const batch = await newBatch({ mode: 'online', place: 'https://meet.example.com/x' });
    const student = await ctx.newStudent();
    const res = await call('PUT', `/batch/${batch.id}/trainers`, { trainerIds: [student.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(batchClassMessages.trainer);
    const asStudent = await call(
      'POST',
      `/batch/${batch.id}/sessions`,
      { from: '2026-07-06', to: '2026-07-10' },
      student.cookie,
    );
    expect(asStudent.statusCode).toBe(403);
  });
});
