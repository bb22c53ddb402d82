// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCALE } from '#common/grading';
import { GradingScaleForm } from '#web/features/settings/admin/grading-scale-form';
import { api } from '#web/lib/api';
import { currentToasts } from '#web/lib/toast';
import { makeAdmin } from '../helpers/factories';
import { InLanguage } from './helpers/in-language';
import { startRealApp } from './helpers/real-app';

describe('the grading scale in the settings, against the real server', () => {
  let server: Awaited<ReturnType<typeof startRealApp>>;

  beforeAll(async () => {
    server = await startRealApp();
    const { user, password } = await makeAdmin(server.app.db);
    await api.post('/user/login', { email: user.email, password });
  });
  afterAll(() => server.close());
  afterEach(cleanup);

  const storedScale = async () =>
    (await api.get<{ bands: unknown[] }>('/settings/grading-scale')).data?.bands;
  const row = (n: number) => within(screen.getByRole('group', { name: `Grade ${n}` }));

  it('says what is wrong with each bad row, keeps what was typed, and saves the scale once it is right', async () => {
    render(
      <InLanguage>
        <QueryClientProvider client={new QueryClient()}>
          <GradingScaleForm />
        </QueryClientProvider>
      </InLanguage>,
    );
    const type = userEvent.setup();
    await screen.findByRole('group', { name: 'Grade 7' });
    expect(row(1).getByLabelText('Grade')).toHaveProperty('value', 'A+');
    expect(row(7).getByLabelText('From (%)')).toHaveProperty('value', '0');

    const replace = async (field: HTMLElement, text: string) => {
      await type.clear(field);
      if (text) await type.type(field, text);
    };
    const save = () => type.click(screen.getByRole('button', { name: 'Save grading scale' }));

    // A row that is not a grade and a percent at all is told first.
    await replace(row(4).getByLabelText('Grade'), 'B*');
    await replace(row(5).getByLabelText('From (%)'), '');
    await save();
    expect(
      await row(4).findByText('Write the grade in 1 to 3 letters, digits or + and -, like A+.'),
    ).toBeTruthy();
    expect(row(5).getByText('Enter a whole percent from 0 to 100.')).toBeTruthy();

    // Then how the rows stand together.
    await replace(row(4).getByLabelText('Grade'), 'B');
    await replace(row(5).getByLabelText('From (%)'), '50');
    await replace(row(2).getByLabelText('From (%)'), '95');
    await replace(row(3).getByLabelText('Grade'), 'A');
    await replace(row(7).getByLabelText('From (%)'), '10');
    await save();
    expect(
      await row(2).findByText(
        'List the grades from the highest percent down, each percent lower than the one above.',
      ),
    ).toBeTruthy();
    expect(row(3).getByText('Each grade only once.')).toBeTruthy();
    expect(
      row(7).getByText('The last grade must start at 0%, so every mark gets a grade.'),
    ).toBeTruthy();
    expect(row(4).queryByText(/Write the grade/)).toBeNull();
    expect(row(2).getByLabelText('From (%)')).toHaveProperty('value', '95');
    expect(row(3).getByLabelText('Grade')).toHaveProperty('value', 'A');
    expect(await storedScale()).toEqual(DEFAULT_GRADING_SCALE);

    // Fixed: a shorter scale of five grades.
    await replace(row(2).getByLabelText('From (%)'), '75');
    await replace(row(3).getByLabelText('Grade'), 'B');
    await replace(row(3).getByLabelText('From (%)'), '60');
    await replace(row(4).getByLabelText('Grade'), 'C');
    await replace(row(4).getByLabelText('From (%)'), '45');
    await replace(row(5).getByLabelText('Grade'), 'D');
    await replace(row(5).getByLabelText('From (%)'), '33');
    await type.click(screen.getByRole('button', { name: 'Remove grade 6' }));
    await replace(row(6).getByLabelText('From (%)'), '0');
    await save();
    await waitFor(async () =>
      expect(await storedScale()).toEqual([
        { grade: 'A+', min: 90 },
        { grade: 'A', min: 75 },
        { grade: 'B', min: 60 },
        { grade: 'C', min: 45 },
        { grade: 'D', min: 33 },
        { grade: 'F', min: 0 },
      ]),
    );
    // Stored is not yet answered: the toast follows the answer.
    await waitFor(() =>
      expect(currentToasts().map((shown) => shown.message)).toContain('Grading scale saved'),
    );
    expect(screen.queryByRole('group', { name: 'Grade 7' })).toBeNull();
  });
});
