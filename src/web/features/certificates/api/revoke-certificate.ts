import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys, certificatePath } from './certificate-keys';

const revokeCertificate = ({ id, reason }: { id: string; reason: string }) =>
  api.patch<CertificateDto>(
    `/certificate/revoke/${certificatePath(id)}`,
    { reason },
    { quiet: true },
  );

/** PATCH /certificate/revoke/{id}: the certificate stops verifying as valid. */
export const useRevokeCertificate = () => useWrite(revokeCertificate, certificateKeys.all);
