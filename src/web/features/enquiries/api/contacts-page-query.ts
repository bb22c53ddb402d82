import type { ContactDto } from '#common/schemas/contacts';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { enquiryKeys } from './enquiry-keys';

/** One page of contact queries, newest first, as the view asks (admin). */
export const contactsPageQuery = adminTableQuery<ContactDto>({
  path: '/contact',
  method: 'POST',
  rows: 'contacts',
  key: (page, view) => enquiryKeys.page('contact', page, view),
});
