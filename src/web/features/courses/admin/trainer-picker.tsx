import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { RosterDto } from '#common/schemas/batch-classes';
import { Field } from '#web/components/field';
import { LoadError } from '#web/components/load-error';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { adminAccountsQuery, putTrainers, rosterQuery } from '../api/timetable';
import './messages';

type Person = RosterDto['trainers'][number];

/**
 * The batch's trainers, chosen from the admin accounts: a search box, the accounts found as
 * checkboxes, the chosen ones above with a button each to take them off, and one Save.
 */
export function TrainerPicker({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const roster = useQuery(rosterQuery(batchId));
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useQuery({ ...adminAccountsQuery(q), placeholderData: keepPreviousData });
  const [draft, setDraft] = useState<Person[] | null>(null);
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const chosen = draft ?? roster.data?.trainers ?? [];
  const isChosen = (id: string) => chosen.some((person) => person._id === id);
  const toggle = (person: Person) => {
    setRefusal('');
    setDraft(
      isChosen(person._id) ? chosen.filter((p) => p._id !== person._id) : [...chosen, person],
    );
  };

  const save = async () => {
    setSaving(true);
    setRefusal('');
    try {
      const result = await putTrainers(
        batchId,
        chosen.map((person) => person._id),
      );
      if (result.message) toast.success(result.message);
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t`The trainers were not saved.`);
    } finally {
      setSaving(false);
    }
  };

  if (roster.isError)
    return (
      <LoadError
        title={t`The batch's trainers could not be loaded.`}
        onRetry={() => void roster.refetch()}
      />
    );
  return (
    <section className="card space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>Trainers</Trans>
      </h2>
      {!roster.data ? (
        <p className="text-sm text-slate-600">{t`Loading trainers…`}</p>
      ) : chosen.length === 0 ? (
        <p className="text-sm text-slate-600">{t`No trainers chosen.`}</p>
      ) : (
        <ul aria-label={t`Chosen trainers`} className="flex flex-wrap gap-2">
          {chosen.map((person) => (
            <li
              key={person._id}
              className="flex items-center gap-2 rounded-full border border-slate-300 py-1 pr-1 pl-3"
            >
              {person.userName}
              <button
                type="button"
                className="rounded-full px-2 text-slate-600 hover:bg-slate-100"
                aria-label={t`Take off ${person.userName}`}
                onClick={() => toggle(person)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={t`Find an admin account`} hint={t`Search by name or e-mail.`}>
        {(control) => (
          <input
            {...control}
            type="search"
            className="input max-w-md"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold">
          <Trans>Admin accounts</Trans>
        </legend>
        {found.isError ? (
          <LoadError
            title={t`The admin accounts could not be loaded.`}
            onRetry={() => void found.refetch()}
          />
        ) : !found.data ? (
          <p className="text-sm text-slate-600">{t`Loading…`}</p>
        ) : found.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t`No admin account matches.`}</p>
        ) : (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {found.data.map((person) => (
              <li key={person._id}>
                <label className="flex items-center gap-2 rounded-md p-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={isChosen(person._id)}
                    onChange={() => toggle(person)}
                  />
                  <span>
                    {person.userName}
                    <span className="block text-xs text-slate-500">{person.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      {refusal && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={saving || draft === null}
        onClick={() => void save()}
      >
        <Trans>Save trainers</Trans>
      </button>
    </section>
  );
}
