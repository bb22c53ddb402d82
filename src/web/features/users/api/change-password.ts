import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#common/schemas/users';
import { api } from '#web/lib/api';

const changePassword = (values: ChangePasswordInput) =>
  api.patch<{ message: string }>('/user/updatePassword', values, { quiet: true });

/** PATCH /user/updatePassword for the logged-in user. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
