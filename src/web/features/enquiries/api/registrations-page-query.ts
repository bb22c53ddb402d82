import type { RegistrationDto } from '#common/schemas/registrations';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { enquiryKeys } from './enquiry-keys';

/** One page of student registrations, newest first, as the view asks (admin). */
export const registrationsPageQuery = adminTableQuery<RegistrationDto>({
  path: '/register/getData',
  method: 'POST',
  rows: 'data',
  key: (page, view) => enquiryKeys.page('register', page, view),
});
