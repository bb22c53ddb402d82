import { useMutation } from '@tanstack/react-query';
import type { CertificateCheck } from '#common/schemas/certificates';
import { api } from '#web/lib/api';

const checkCertificate = (values: CertificateCheck) =>
  api.post<{ fileId: string }>('/certificate/check', values, { quiet: true });

/** POST /certificate/check: the verification address of a certificate, by name and DOB or number. */
export const useCheckCertificate = () => useMutation({ mutationFn: checkCertificate });
