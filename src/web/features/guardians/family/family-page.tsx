import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#common/paths';
import { CardSkeletons } from '#web/components/card-skeletons';
import { LoadError } from '#web/components/load-error';
import { PageIntro } from '#web/components/page-intro';
import { StateMessage } from '#web/components/state-message';
import { familyQuery } from '../api/family';
import './messages';

/** A guardian's children (decision 062), each leading to their page. */
export function FamilyPage() {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(familyQuery);
  let content;
  if (status === 'pending') content = <CardSkeletons label={t`Loading your children…`} count={2} />;
  else if (status === 'error')
    content = (
      <LoadError title={t`Your children could not be loaded.`} onRetry={() => void refetch()} />
    );
  else if (data.children.length === 0)
    content = (
      <StateMessage title={t`No children linked to your account`}>
        <Trans>
          Ask the institute to add you as a guardian with this account&apos;s verified mobile number
          or e-mail address, then confirm with the code they send you.
        </Trans>
      </StateMessage>
    );
  else
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.children.map((child) => (
          <li key={child._id}>
            <Link
              to={paths.familyChild.getHref(child._id)}
              className="card hover:border-brand-300 block text-lg font-semibold"
            >
              {child.userName}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageIntro title={t`My children`}>
        <Trans>
          Classes, attendance, fees and certificates of the students you are guardian of.
        </Trans>
      </PageIntro>
      <section aria-label={t`Children`} className="page-container pb-20">
        {content}
      </section>
    </>
  );
}
