import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCalendarDay } from '#common/format';
import { LoadError } from '#web/components/load-error';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { childCertificatesQuery } from '../api/family';
import './messages';

/** The child's certificates, each with its public verification page. */
export function ChildCertificates({ childId }: { childId: string }) {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(childCertificatesQuery(childId));
  let content;
  if (status === 'pending') content = <PortalLoading label={t`Loading certificates…`} />;
  else if (status === 'error')
    content = (
      <LoadError
        inline
        title={t`The certificates could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  else if (data.length === 0)
    content = <p className="text-sm text-slate-600">{t`No certificates yet.`}</p>;
  else
    content = (
      <ul className="divide-y divide-slate-100">
        {data.map((certificate) => {
          const issued = formatCalendarDay(certificate.issuedOn);
          return (
            <li key={certificate._id} className="flex flex-wrap justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-semibold">{certificate.course}</p>
                <p className="text-sm text-slate-600">
                  {certificate.grade
                    ? t`Issued on ${issued} · Grade ${certificate.grade}`
                    : t`Issued on ${issued}`}
                </p>
              </div>
              <Link
                to={certificate.verifyHref}
                className="text-brand-700 font-semibold underline"
                aria-label={t`View certificate ${certificate.number}`}
              >
                {certificate.number}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  return (
    <PortalSection id="child-certificates" title={t`Certificates`}>
      {content}
    </PortalSection>
  );
}
