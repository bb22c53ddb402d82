import type { CreateAdminInput } from '#common/schemas/users';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { usersKey } from './users-query';

/** The admin form's JSON registration; `role` is always "admin". */
const createAdmin = (values: CreateAdminInput) =>
  api.post('/user/register', values, { quiet: true });

/** Creates an admin; the user list shows them next time it is looked at. */
export const useCreateAdmin = () => useWrite(createAdmin, usersKey);
