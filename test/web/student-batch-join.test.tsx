// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StudentBatchJoin } from '#web/features/courses/admin/student-batch-join';
import { api } from '#web/lib/api';
import { makeAdmin, makeCourse, makeUser } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('joining a student to a batch at the desk, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('adds the student to the batch chosen under its course', async () => {
    const course = await makeCourse(server.app, { course_title: 'Tally with GST' });
    const { data: batch } = await api.post<{ _id: string }>(`/course/batches/${course.id}`, {
      startsOn: '2026-07-06',
      days: ['Mon', 'Wed'],
      startTime: '18:00',
      endTime: '19:30',
      mode: 'offline',
      seats: 20,
      seatsTaken: 0,
      place: 'Room 4, Hazratganj',
    });
    const { user } = await makeUser(server.app.db);
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <StudentBatchJoin
            studentId={user.id}
            courses={[{ id: course.id, title: 'Tally with GST' }]}
          />
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    await type.selectOptions(screen.getByLabelText('Course'), course.id);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    await type.selectOptions(screen.getByLabelText('Batch'), batch?._id ?? '');
    await type.click(screen.getByRole('button', { name: 'Add to batch' }));
    await waitFor(async () =>
      expect(
        await server.app.db
          .selectFrom('batch_students')
          .select('batch_id')
          .where('user_id', '=', user.id)
          .execute(),
      ).toEqual([{ batch_id: batch?._id }]),
    );
  });
});
