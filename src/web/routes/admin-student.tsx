import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MarksheetsPanel } from '../features/certificates/admin/marksheets-panel';
import { StudentBatchJoin } from '../features/courses/admin/student-batch-join';
import { allCoursesQuery } from '../features/courses/api/all-courses-query';
import { GuardiansPanel } from '../features/guardians/guardians-panel';
import { IdCardPanel } from '../features/id-cards/admin/id-card-panel';
import { AdminStudentPage } from '../features/users/admin/admin-student-page';

/**
 * The student page, with the courses an admin can grant, the batches the student can join,
 * their guardians, their ID card and their marksheets.
 */
export function Component() {
  const { data = [] } = useQuery(allCoursesQuery);
  const { id = '' } = useParams();
  const courses = data.map((c) => ({ id: c._id, title: c.courseTitle }));
  return (
    <AdminStudentPage
      courses={courses}
      batches={<StudentBatchJoin studentId={id} courses={courses} />}
      guardians={<GuardiansPanel scope={{ kind: 'admin', studentId: id }} />}
      idCard={<IdCardPanel studentId={id} />}
      marksheets={<MarksheetsPanel studentId={id} />}
    />
  );
}
