import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { messageTemplatesQuery } from './api/message-templates-query';
import { TemplateForm } from './template-form';
import './messages';

/** Each event's message texts and its providers' template names, edited by the admin. */
export function MessageTemplatesPage() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(messageTemplatesQuery);
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Message Templates`}>
        {t`What each message says on WhatsApp, SMS and e-mail, in English and Hindi, and the names its providers know it by. A WhatsApp or SMS text must match the template approved with the provider.`}
      </AdminPageIntro>
      {isError ? (
        <LoadError title={t`The templates could not be loaded.`} onRetry={() => void refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        data.map((template) => (
          <TemplateForm
            key={`${template.event}-${JSON.stringify(template.texts)}`}
            template={template}
          />
        ))
      )}
    </div>
  );
}
