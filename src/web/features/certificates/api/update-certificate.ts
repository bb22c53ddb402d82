import type { CertificateDto, CertificateFields } from '#common/schemas/certificates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys, certificatePath } from './certificate-keys';

const updateCertificate = ({ id, values }: { id: string; values: CertificateFields }) =>
  api.patch<CertificateDto>(`/certificate/update/${certificatePath(id)}`, values, { quiet: true });

/** PATCH /certificate/update/{id}: the student's name, date of birth and course. */
export const useUpdateCertificate = () => useWrite(updateCertificate, certificateKeys.all);
