import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminPageIntro } from '#web/components/admin-page-intro';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { messageTemplatesQuery } from './api/message-templates-query';
import { eventLabels } from './labels';
import { TemplateForm } from './template-form';
import './messages';

/**
 * Each event's message texts and its providers' template names, edited by the admin one event at
 * a time (chosen in the address, `?event=`), so a phone shows one form rather than all of them.
 */
export function MessageTemplatesPage() {
  const { t } = useLingui();
  const { data, isError, refetch } = useQuery(messageTemplatesQuery);
  const [params, setParams] = useSearchParams();
  const chosen = data?.find((template) => template.event === params.get('event')) ?? data?.[0];
  return (
    <div className="space-y-6">
      <AdminPageIntro title={t`Message Templates`}>
        {t`What each message says on WhatsApp, SMS and e-mail, in English and Hindi, and the names its providers know it by. A WhatsApp or SMS text must match the template approved with the provider.`}
      </AdminPageIntro>
      {isError ? (
        <LoadError title={t`The templates could not be loaded.`} onRetry={() => void refetch()} />
      ) : !data || !chosen ? (
        <PageLoading />
      ) : (
        <>
          <Field label={t`Message`} className="max-w-md">
            {(control) => (
              <select
                {...control}
                className="input"
                value={chosen.event}
                onChange={(event) =>
                  setParams({ event: event.target.value }, { preventScrollReset: true })
                }
              >
                {data.map((template) => (
                  <option key={template.event} value={template.event}>
                    {t(eventLabels[template.event])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TemplateForm key={`${chosen.event}-${JSON.stringify(chosen.texts)}`} template={chosen} />
        </>
      )}
    </div>
  );
}
