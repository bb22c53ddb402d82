import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { AdminInsertPage } from '#web/components/admin-insert-page';
import { adminPaths } from '#common/admin-paths';
import { toast } from '#web/lib/toast';
import { useAppForm } from '#web/lib/use-app-form';
import { useCreateCertificate } from '../api/create-certificate';
import { CertificateContactFields } from './certificate-contact-fields';
import { CertificateFields } from './certificate-fields';
import {
  certificateCreateFormSchema,
  type CertificateCreateInput,
} from './certificate-form-schema';
import { PdfFileField } from './pdf-file-field';
import './messages';

const empty: CertificateCreateInput = {
  name: '',
  DOB: '',
  course: '',
  email: '',
  phone: '',
  certificateImg: undefined,
};

export function AdminCertificateUploadPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createCertificate = useCreateCertificate();
  const form = useAppForm({
    schema: certificateCreateFormSchema,
    defaultValues: empty,
    fileField: 'certificateImg',
    failure: t`The certificate was not uploaded.`,
    submit: async (values) => {
      const { message, data } = await createCertificate.mutateAsync(values);
      if (data?.stamped) toast.success(message ?? t`Certificate uploaded`);
      else toast.warning(message ?? t`Certificate uploaded, not stamped`, { duration: 12_000 });
      await navigate(adminPaths.certificates.getHref());
    },
  });
  const { register, errors } = form;

  return (
    <AdminInsertPage
      title={t`Upload Certificate`}
      intro={t`Upload a student’s certificate so it can be verified online. It gets a number and a QR code of its verification page.`}
      form={form}
      action={t`Upload Certificate`}
    >
      <CertificateFields register={register} errors={errors} />
      <PdfFileField
        registration={register('certificateImg')}
        error={errors.certificateImg?.message}
      />
      <CertificateContactFields register={register} errors={errors} />
    </AdminInsertPage>
  );
}
