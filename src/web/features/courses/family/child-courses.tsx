import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { useLocalized } from '#web/lib/use-localized';
import { childCoursesQuery } from '../api/family';
import './messages';

/** The child's courses and since when they have them. */
export function ChildCourses({ childId }: { childId: string }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const { data, status, refetch } = useQuery(childCoursesQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading courses…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The courses could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.length === 0)
    content = <p className="text-sm text-slate-600">{t`No courses yet.`}</p>;
  else
    content = (
      <ul className="divide-y divide-slate-100">
        {data.map((course) => {
          const since = formatDate(course.since);
          return (
            <li key={course.courseId} className="py-2">
              <p className="font-semibold">{inLanguage(course, 'courseTitle')}</p>
              <p className="text-sm text-slate-600">{t`Joined on ${since}`}</p>
            </li>
          );
        })}
      </ul>
    );
  return (
    <PortalSection id="child-courses" title={t`Courses`}>
      {content}
    </PortalSection>
  );
}
