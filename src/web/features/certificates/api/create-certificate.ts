import type { CertificateDto } from '#common/schemas/certificates';
import { api } from '#web/lib/api';
import { useWrite } from '#web/lib/use-write';
import { certificateKeys } from './certificate-keys';

export interface NewCertificate {
  name: string;
  DOB: string;
  course: string;
  /** The student's contact, where the verification link is sent; empty or left out is none. */
  email?: string | undefined;
  phone?: string | undefined;
  certificateImg: File;
  /** The batch and its student, for the batch's minimum attendance; empty or left out is none. */
  batchId?: string | undefined;
  studentId?: string | undefined;
  /** Why it is issued though the attendance is below the minimum. */
  attendanceOverride?: string | undefined;
}

function createCertificate({
  name,
  DOB,
  course,
  email,
  phone,
  certificateImg,
  batchId,
  studentId,
  attendanceOverride,
}: NewCertificate) {
  const form = new FormData();
  form.set('name', name);
  form.set('DOB', DOB);
  form.set('course', course);
  if (email) form.set('email', email);
  if (phone) form.set('phone', phone);
  if (batchId) form.set('batchId', batchId);
  if (studentId) form.set('studentId', studentId);
  if (attendanceOverride) form.set('attendanceOverride', attendanceOverride);
  form.set('certificateImg', certificateImg);
  return api.post<CertificateDto>('/certificate/create', form, { quiet: true });
}

/** POST /certificate/create: a certificate, numbered and stamped by the server. */
export const useCreateCertificate = () => useWrite(createCertificate, certificateKeys.all);
