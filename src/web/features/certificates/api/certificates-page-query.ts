import type { CertificateDto } from '#common/schemas/certificates';
import { adminTableQuery } from '#web/lib/admin-table-query';
import { certificateKeys } from './certificate-keys';

/** One page of the certificates the view asks for, newest first by default (admin). */
export const certificatesPageQuery = adminTableQuery<CertificateDto>({
  path: '/certificate',
  rows: 'certificates',
  key: certificateKeys.page,
});
