import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { guardianTopics, type GuardianTopic } from '#common/guardians';
import { languageNames, LANGUAGES, type Language } from '#common/languages';
import { paths } from '#common/paths';
import type { Guardianship } from '#common/schemas/family';
import { LoadError } from '#web/components/load-error';
import { PageIntro } from '#web/components/page-intro';
import { PortalLoading, PortalSection } from '#web/components/portal-section';
import { StateMessage } from '#web/components/state-message';
import { toast } from '#web/lib/toast';
import { familyQuery, useGuardianChoices } from '../api/family';
import './messages';

const topicLabels = {
  fees: msg`Fee reminders and receipts`,
  attendance: msg`Absences`,
  results: msg`Results and certificates`,
} satisfies Record<GuardianTopic, unknown>;

/** The messages and language one guardian row gets, as the guardian chooses them. */
function Choices({ guardianship }: { guardianship: Guardianship }) {
  const { t } = useLingui();
  const save = useGuardianChoices();
  const [topics, setTopics] = useState<GuardianTopic[]>(guardianship.topics);
  const [language, setLanguage] = useState<Language>(guardianship.language);
  const toggle = (topic: GuardianTopic) =>
    setTopics((chosen) =>
      chosen.includes(topic) ? chosen.filter((one) => one !== topic) : [...chosen, topic],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: guardianship._id, choices: { language, topics } },
      { onSuccess: (result) => result.message && toast.success(result.message) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <fieldset>
        <legend className="font-semibold">{t`Messages you get as ${guardianship.relation}`}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {guardianTopics.map((topic) => (
            <label key={topic} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={topics.includes(topic)}
                onChange={() => toggle(topic)}
              />
              {t(topicLabels[topic])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block max-w-xs">
        <span className="font-semibold">
          <Trans>Language of messages</Trans>
        </span>
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          className="input mt-1"
        >
          {LANGUAGES.map((one) => (
            <option key={one} value={one}>
              {languageNames[one]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        <Trans>Save choices</Trans>
      </button>
    </form>
  );
}

/**
 * One child's page of the family portal: their name, the parts other features add (`children`),
 * and the guardian's choice of messages. A child not theirs is "not found".
 */
export function ChildPage({ childId, children }: { childId: string; children: ReactNode }) {
  const { t } = useLingui();
  const { data, status, refetch } = useQuery(familyQuery);
  const child = data?.children.find((one) => one._id === childId);
  const back = (
    <Link to={paths.family.getHref()} className="text-brand-700 font-semibold underline">
      <Trans>All my children</Trans>
    </Link>
  );
  let body;
  if (status === 'pending') body = <PortalLoading label={t`Loading…`} />;
  else if (status === 'error')
    body = <LoadError title={t`This page could not be loaded.`} onRetry={() => void refetch()} />;
  else if (!child) body = <StateMessage title={t`Student not found`} action={back} />;
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        {children}
        <PortalSection id="guardian-choices" title={t`Your messages`}>
          {data.guardianships
            .filter((row) => row.childId === childId)
            .map((row) => (
              <Choices key={row._id} guardianship={row} />
            ))}
        </PortalSection>
      </div>
    );
  return (
    <>
      <PageIntro title={child?.userName ?? t`My children`}>{back}</PageIntro>
      <section aria-label={child?.userName ?? t`Children`} className="page-container pb-20">
        {body}
      </section>
    </>
  );
}
