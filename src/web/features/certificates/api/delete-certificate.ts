import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys, certificatePath } from './certificate-keys';

const deleteCertificate = (id: string) =>
  api.delete(`/certificate/${certificatePath(id)}`, { quiet: true });

/** DELETE /certificate/{id}: the certificate and its files; its history is kept. */
export const useDeleteCertificate = () => useWrite(deleteCertificate, certificateKeys.all);
