import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys, certificatePath } from './certificate-keys';

const restoreCertificate = (id: string) =>
  api.patch<CertificateDto>(`/certificate/restore/${certificatePath(id)}`, undefined, {
    quiet: true,
  });

/** PATCH /certificate/restore/{id}: a revoked certificate is valid again. */
export const useRestoreCertificate = () => useWrite(restoreCertificate, certificateKeys.all);
