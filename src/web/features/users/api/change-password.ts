import type { ChangePasswordInput } from '#common/schemas/users';
import { api } from '../../../lib/api';

export const changePassword = (values: ChangePasswordInput) =>
  api.patch<{ message: string }>('/user/updatePassword', values, { quiet: true });
