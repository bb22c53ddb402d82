import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys, certificatePath } from './certificate-keys';

function updateCertificateFile({ id, file }: { id: string; file: File }) {
  const form = new FormData();
  form.set('certificateImg', file);
  return api.patch<{ message: string; certificate: CertificateDto }>(
    `/certificate/updateImg/${certificatePath(id)}`,
    form,
    { quiet: true },
  );
}

/** PATCH /certificate/updateImg/{id}: a new PDF, stamped with the same number. */
export const useUpdateCertificateFile = () => useWrite(updateCertificateFile, certificateKeys.all);
