import { describe, expect, it } from 'vitest';
import { batchClassMessages } from '#common/schemas/batch-classes';
import { courseSite } from '../courses/course-site';
import { batchRequests } from './batch-site';

describe('a class’s attendance', () => {
  const ctx = courseSite();
  const { call, newBatch, generate } = batchRequests(ctx);

  /** A batch with three students who joined at the desk, and its class of Monday 6 July. */
  async function classWithStudents() {
    const batch = await newBatch({ mode: 'online', place: 'https://meet.example.com/class' });
    const students = [await ctx.newStudent(), await ctx.newStudent(), await ctx.newStudent()];
    for (const student of students) {
      const joined = await call('POST', `/batch/${batch.id}/students`, { userId: student.id });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const made = await generate(batch.id, '2026-07-06', '2026-07-06');
    const sessionId: string = made.json().data.sessions[0]._id;
    return { batch, students, sessionId };
  }
  const rows = async () =>
    ctx.app.db.selectFrom('session_attendance').select(['user_id', 'mark']).execute();

  it('keeps students who joined the batch, once each', async () => {
    const { batch, students } = await classWithStudents();
    const again = await call('POST', `/batch/${batch.id}/students`, { userId: students[0]?.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(batchClassMessages.alreadyIn);
    const roster = (await call('GET', `/batch/${batch.id}/roster`)).json().data;
    expect(roster.students.map((s: { _id: string }) => s._id).sort()).toEqual(
      students.map((s) => s.id).sort(),
    );
    const removed = await call('DELETE', `/batch/${batch.id}/students/${students[0]?.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/batch/${batch.id}/roster`)).json().data.students).toHaveLength(2);
  });

  it('saves the whole class in one request, and the same submission sent twice counts once', async () => {
    const { students, sessionId } = await classWithStudents();
    const [a, b, c] = students.map((s) => s.id) as [string, string, string];
    const submission = {
      submissionId: 'sub-0001-abcd',
      marks: [
        { userId: a, mark: 'present' },
        { userId: b, mark: 'absent' },
        { userId: c, mark: 'late' },
      ],
    };
    const before = (await rows()).length;
    const first = await call('PUT', `/sessions/${sessionId}/attendance`, submission);
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `/sessions/${sessionId}/attendance`, submission);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect((await rows()).length).toBe(before + 3);

    // A later correction writes over the mark; nothing is added.
    const corrected = await call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId: 'sub-0002-abcd',
      marks: [{ userId: b, mark: 'excused' }],
    });
    expect(corrected.statusCode).toBe(200);
    const marks = Object.fromEntries(
      corrected.json().data.students.map((s: { _id: string; mark: string }) => [s._id, s.mark]),
    );
    expect(marks).toEqual({ [a]: 'present', [b]: 'excused', [c]: 'late' });
    expect((await rows()).length).toBe(before + 3);
  });

  it('refuses a mark for a student not in the batch, and keeps none of that submission', async () => {
    const { students, sessionId } = await classWithStudents();
    const outsider = await ctx.newStudent();
    const before = (await rows()).length;
    const res = await call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId: 'sub-0003-abcd',
      marks: [
        { userId: students[0]?.id, mark: 'present' },
        { userId: outsider.id, mark: 'present' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(batchClassMessages.notInBatch);
    expect((await rows()).length).toBe(before);
  });

  it('refuses a student (not an admin) and a visitor', async () => {
    const { students, sessionId } = await classWithStudents();
    const body = {
      submissionId: 'sub-0004-abcd',
      marks: [{ userId: students[0]?.id, mark: 'present' }],
    };
    const asStudent = await call(
      'PUT',
      `/sessions/${sessionId}/attendance`,
      body,
      students[0]?.cookie,
    );
    expect(asStudent.statusCode).toBe(403);
    const asVisitor = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/course/sessions/${sessionId}/attendance`,
      payload: body,
    });
    expect(asVisitor.statusCode).toBe(401);
  });

  it('refuses marks for a cancelled class and a student marked twice in one submission', async () => {
    const { students, sessionId } = await classWithStudents();
    const id = students[0]?.id;
    const twice = await call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId: 'sub-0005-abcd',
      marks: [
        { userId: id, mark: 'present' },
        { userId: id, mark: 'absent' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.marks).toBe(batchClassMessages.markedTwice);
    await call('POST', `/sessions/${sessionId}/cancel`, { reason: 'Trainer unwell' });
    const cancelled = await call('PUT', `/sessions/${sessionId}/attendance`, {
      submissionId: 'sub-0006-abcd',
      marks: [{ userId: id, mark: 'present' }],
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(batchClassMessages.cancelled);
  });

  it('lists the day’s classes for the marking screen', async () => {
    const { batch } = await classWithStudents();
    const res = await call('GET', '/sessions/today?on=2026-07-06');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.sessions.map((s: { batchId: string }) => s.batchId);
    expect(ids).toContain(batch.id);
  });
});
