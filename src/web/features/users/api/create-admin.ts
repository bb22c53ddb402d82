import type { CreateAdminInput } from '#common/schemas/users';
import { api } from '../../../lib/api';

/** The admin form's JSON registration; `role` is always "admin". */
export const createAdmin = (values: CreateAdminInput) =>
  api.post('/user/register', values, { quiet: true });
