// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDto } from '#common/schemas/courses';
import { makeAdmin, makeCourse } from '../helpers/factories';
import { AdminFeePlansPage } from '#web/features/payments/admin/admin-fee-plans-page';
import { api } from '#web/lib/api';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the Instalment Plans screen against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;
  let course: { id: string };

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
    course = await makeCourse(server.app, { course_title: 'Tally Prime' });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  it('refuses percentages that do not make 100%, then saves a plan and lists its parts', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AdminFeePlansPage
              courses={[{ _id: course.id, courseTitle: 'Tally Prime' } as CourseDto]}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </InLanguage>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Course'), course.id);
    await user.click(await screen.findByRole('button', { name: 'Add a plan' }));
    const form = screen.getByRole('form', { name: 'Add a plan' });
    await user.type(within(form).getByLabelText('Name'), 'Half now, half in a month');
    const amounts = () => within(form).getAllByLabelText('Amount');
    await user.clear(amounts()[0]!);
    await user.type(amounts()[0]!, '50');
    await user.click(within(form).getByRole('button', { name: 'Add a part' }));
    await user.clear(amounts()[1]!);
    await user.type(amounts()[1]!, '40');
    await user.click(within(form).getByRole('button', { name: 'Save Plan' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The percentage parts must add up to exactly 100%.',
    );

    await user.clear(amounts()[1]!);
    await user.type(amounts()[1]!, '50');
    await user.click(within(form).getAllByLabelText('Takes the rounding')[1]!);
    await user.click(within(form).getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Half now, half in a month')).toBeTruthy();
    expect(screen.getByText('50% at admission')).toBeTruthy();
    expect(screen.getByText('50%, 1 month after admission')).toBeTruthy();
    const saved = await server.app.db.selectFrom('fee_plans').selectAll().executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ course_id: course.id, remainder_part: 1, active: 1 });
  });
});
