import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  fillPlaceholders,
  templateUpdateSchema,
  type MessageTemplateDto,
} from '#common/schemas/message-templates';
import { Field } from '#web/components/field';
import { ApiError, hindiHere } from '#web/lib/api';
import { sayInHindi } from '#web/lib/said';
import { toast } from '#web/lib/toast';
import { useSaveMessageTemplate } from './api/save-message-template';
import { channelLabels, eventLabels } from './labels';
import { formValues, textFields, updateOf, type TextField } from './template-fields';
import './messages';

/** The field messages of a refused update, in the page's language. */
async function inPageLanguage(errors: Record<string, string>) {
  const said = { errors };
  if (hindiHere()) await sayInHindi(said);
  return said.errors;
}

/** One event's texts per channel and language, each with its preview, and its providers' names. */
export function TemplateForm({ template }: { template: MessageTemplateDto }) {
  const { t } = useLingui();
  const save = useSaveMessageTemplate();
  const [values, setValues] = useState(() => formValues(template.texts));
  const [whatsappName, setWhatsappName] = useState(template.whatsappName ?? '');
  const [smsTemplateId, setSmsTemplateId] = useState(template.smsTemplateId ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const placeholders = template.parameters.map((name) => `{${name}}`).join(', ');
  const languageNames = { en: t`English`, hi: t`Hindi` };

  const submit = async () => {
    const update = updateOf(values, { whatsappName, smsTemplateId });
    const checked = templateUpdateSchema(template.parameters).safeParse(update);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(await inPageLanguage(found));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ event: template.event, update: checked.data });
      toast.success(t`Template saved`);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      toast.error(error instanceof Error ? error.message : t`The template was not saved.`);
    }
  };

  const label = (field: TextField) => {
    const where = `${t(channelLabels[field.channel])} · ${languageNames[field.language]}`;
    if (field.part === 'subject') return t`${where}: subject`;
    if (field.part === 'text') return t`${where}: text`;
    return where;
  };
  const preview = (field: TextField) => {
    const own = values[field.name] ?? '';
    if (own) return fillPlaceholders(own, template.samples[field.language] ?? {});
    const fallback = template.defaults[field.channel]?.[field.language] ?? '';
    if (field.channel !== 'email') return fallback;
    const [subject = '', ...text] = fallback.split('\n\n');
    return field.part === 'subject' ? subject : text.join('\n\n');
  };

  return (
    <form
      noValidate
      aria-labelledby={`template-${template.event}`}
      className="card space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`template-${template.event}`} className="text-lg font-bold">
        {t(eventLabels[template.event])}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`WhatsApp template name`}
          hint={t`The name of the template Meta approved, as WhatsApp Manager shows it. Left empty: ${template.defaultWhatsappName}.`}
          error={errors.whatsappName}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={whatsappName}
              onChange={(e) => setWhatsappName(e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t`SMS template id (MSG91)`}
          hint={t`The template's id in MSG91 (SMS > Templates). MSG91 ties it to the template's DLT id registered under TRAI's rules, so the SMS goes out with the right DLT template.`}
          error={errors.smsTemplateId}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={smsTemplateId}
              onChange={(e) => setSmsTemplateId(e.target.value)}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          Placeholders you can use: {placeholders}. Leave a text empty to keep the site's own; the
          preview shows it with example values.
        </Trans>
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        {textFields.map((field) => (
          <div key={field.name} className="space-y-2">
            <Field label={label(field)} error={errors[field.name]}>
              {(control) =>
                field.part === 'subject' ? (
                  <input
                    {...control}
                    className="input"
                    value={values[field.name] ?? ''}
                    onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                  />
                ) : (
                  <textarea
                    {...control}
                    rows={field.part === 'text' ? 8 : 4}
                    className="input"
                    lang={field.language}
                    value={values[field.name] ?? ''}
                    onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
                  />
                )
              }
            </Field>
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs font-semibold text-slate-600">
                {values[field.name] ? (
                  <Trans>Preview</Trans>
                ) : (
                  <Trans>Preview of the site's text</Trans>
                )}
              </p>
              <p
                lang={field.language}
                aria-live="polite"
                className="text-ink mt-1 break-words whitespace-pre-line"
              >
                {preview(field)}
              </p>
            </div>
          </div>
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save template`}
      </button>
    </form>
  );
}
