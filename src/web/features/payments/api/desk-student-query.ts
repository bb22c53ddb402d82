import { queryOptions } from '@tanstack/react-query';
import type { DeskStudentLookup } from '#common/schemas/money';
import { api } from '#web/lib/api';
import { moneyKey } from './money-keys';

/** The student with this e-mail and their desk fees, or none (admin). */
export const deskStudentQuery = (email: string) =>
  queryOptions({
    queryKey: [...moneyKey, 'desk-student', email],
    queryFn: async ({ signal }) => {
      const { data } = await api.get<DeskStudentLookup>(
        `/payment/desk/student?email=${encodeURIComponent(email)}`,
        { quiet: true, signal },
      );
      return data ?? { user: null, fees: [] };
    },
    enabled: Boolean(email),
  });
