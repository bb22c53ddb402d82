import { api } from '../../../lib/api';

export const resetPassword = (token: string, newPassword: string) =>
  api.post(`/user/reset-password/${encodeURIComponent(token)}`, { newPassword });
