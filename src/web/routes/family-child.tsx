import { useParams } from 'react-router';
import { ChildCertificates } from '../features/certificates/family/child-certificates';
import { ChildMarksheets } from '../features/certificates/family/child-marksheets';
import { ChildAttendance } from '../features/courses/family/child-attendance';
import { ChildClasses } from '../features/courses/family/child-classes';
import { ChildCourses } from '../features/courses/family/child-courses';
import { ChildPage } from '../features/guardians/family/child-page';
import { ChildFees } from '../features/payments/family/child-fees';
import { ChildResults } from '../features/tests/family/child-results';

/** One child's page of the family portal (decision 062): each feature's part of it. */
export function Component() {
  const childId = useParams().id ?? '';
  return (
    <ChildPage childId={childId}>
      <ChildAttendance childId={childId} />
      <ChildFees childId={childId} />
      <ChildClasses childId={childId} />
      <ChildCourses childId={childId} />
      <ChildResults childId={childId} />
      <ChildMarksheets childId={childId} />
      <ChildCertificates childId={childId} />
    </ChildPage>
  );
}
