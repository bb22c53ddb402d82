import { AdminCertificateUploadPage } from '../features/certificates/admin/admin-certificate-upload-page';
import { BatchStudentPicker } from '../features/courses/admin/batch-student-picker';

/** Upload Certificate, with the courses feature's picker of a batch's student. */
export function Component() {
  return <AdminCertificateUploadPage batchStudent={(props) => <BatchStudentPicker {...props} />} />;
}
