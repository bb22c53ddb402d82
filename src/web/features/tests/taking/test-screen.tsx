import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '#common/paths';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { PageTitle } from '#web/components/page-title';
import { StateMessage } from '#web/components/state-message';
import { isNotFound } from '#web/lib/api';
import { attemptQuery } from '../api/taking';
import { AttemptForm } from './attempt-form';
import './messages';

/** The test-taking screen of one attempt: resumed from the server, or the result once submitted. */
export function TestScreen() {
  const { t } = useLingui();
  const attemptId = useParams().id ?? '';
  const attempt = useQuery(attemptQuery(attemptId));

  if (attempt.status === 'pending') return <PageLoading />;
  if (attempt.status === 'error')
    return (
      <div className="page-container py-8">
        {isNotFound(attempt.error) ? (
          <StateMessage
            title={t`This test could not be found.`}
            action={
              <Link to={paths.myLearning.getHref()} className="btn btn-primary">
                <Trans>My Learning</Trans>
              </Link>
            }
          />
        ) : (
          <LoadError
            title={t`The test could not be loaded.`}
            onRetry={() => void attempt.refetch()}
          />
        )}
      </div>
    );
  if (attempt.data.submittedAt !== null)
    return <Navigate to={paths.testResult.getHref(attemptId)} replace />;
  return (
    <>
      <PageTitle title={attempt.data.title} />
      <AttemptForm attempt={attempt.data} />
    </>
  );
}
