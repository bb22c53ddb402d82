import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import { myProgressQuery } from '../api/lessons';
import { AttendanceNeeded } from './attendance-needed';
import { ProgressMeter } from './progress-meter';
import './messages';

/** A bought course's progress on My Learning, and the button back to where the student left off. */
export function ContinueLearning({ courseId, titleId }: { courseId: string; titleId: string }) {
  const { data } = useQuery(myProgressQuery);
  const progress = data?.find((one) => one.courseId === courseId);
  const href = paths.learn.getHref(courseId);
  return (
    <div className="space-y-3">
      {progress && progress.total > 0 && (
        <div>
          <ProgressMeter done={progress.done} total={progress.total} />
          <AttendanceNeeded attendance={progress.attendance} />
        </div>
      )}
      <Link
        to={
          progress?.resumeLessonId
            ? `${href}?lesson=${encodeURIComponent(progress.resumeLessonId)}`
            : href
        }
        className="btn btn-primary w-full"
        aria-describedby={titleId}
      >
        {progress?.done ? <Trans>Continue</Trans> : <Trans>Start learning</Trans>}
      </Link>
    </div>
  );
}
