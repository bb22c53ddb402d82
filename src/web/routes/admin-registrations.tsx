import { AdminRegistrationsPage } from '../features/enquiries/admin/admin-registrations-page';
import { AddFatherAsGuardian } from '../features/guardians/add-father';

/** The registrations, offering to add the father as a guardian once one became a student. */
export function Component() {
  return (
    <AdminRegistrationsPage
      afterConversion={(registration) => (
        <AddFatherAsGuardian
          studentId={registration.userId}
          name={registration.fatherName}
          phone={registration.contact}
          language={registration.language}
        />
      )}
    />
  );
}
