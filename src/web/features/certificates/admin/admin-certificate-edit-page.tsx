import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminEditPage } from '#web/components/admin-edit-page';
import { adminPaths } from '#common/admin-paths';
import { certificateQuery } from '../api/certificate-query';
import { CertificateContentForm } from './certificate-content-form';
import { CertificateFileForm } from './certificate-file-form';
import { CertificateHistory } from './certificate-history';
import { CertificateStatusForm } from './certificate-status-form';
import './messages';

export function AdminCertificateEditPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <AdminEditPage
      title={t`Update Certificate`}
      intro={t`Replace a certificate’s file, correct its details, or revoke it.`}
      query={useQuery(certificateQuery(id))}
      noun={t`certificate`}
      back={{ href: adminPaths.certificates.getHref(), label: t`Back to Certificates` }}
      nameOf={(certificate) => `${certificate.number} · ${certificate.name}`}
    >
      {(certificate) => (
        <>
          <CertificateFileForm certificate={certificate} />
          <CertificateContentForm key={certificate.updatedAt} certificate={certificate} />
          <CertificateStatusForm certificate={certificate} />
          <CertificateHistory events={certificate.history} />
        </>
      )}
    </AdminEditPage>
  );
}
