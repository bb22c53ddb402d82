import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '#common/format';
import { languageNames } from '#common/languages';
import { MAX_GUARDIANS } from '#common/guardians';
import type { GuardianDto } from '#common/schemas/guardians';
import { FailureAlert } from '#web/components/failure-alert';
import { toast } from '#web/lib/toast';
import { guardiansQuery, useGuardiansWrite, type GuardiansScope } from './api/guardians';
import { GuardianForm, topicLabels } from './guardian-form';
import './messages';

/** The code a guardian reads out at the desk, typed by the admin. */
function DeskCode({ scope, guardian }: { scope: GuardiansScope; guardian: GuardianDto }) {
  const write = useGuardiansWrite(scope);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { kind: 'confirm', id: guardian._id, code },
      { onSuccess: (result) => result.message && toast.success(result.message) },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="block font-semibold">
          <Trans>Code read out by {guardian.name}</Trans>
        </span>
        <input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className="input mt-1 w-32"
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={write.isPending}>
        <Trans>Confirm</Trans>
      </button>
      <div className="w-full">
        <FailureAlert message={write.error?.message} />
      </div>
    </form>
  );
}

function GuardianItem({ scope, guardian }: { scope: GuardiansScope; guardian: GuardianDto }) {
  const { t } = useLingui();
  const write = useGuardiansWrite(scope);
  const [editing, setEditing] = useState(false);
  const act = (kind: 'resend' | 'remove') => {
    if (kind === 'remove' && !window.confirm(t`Remove ${guardian.name} as a guardian?`)) return;
    write.mutate(
      { kind, id: guardian._id },
      { onSuccess: (result) => result.message && toast.success(result.message) },
    );
  };
  if (editing) {
    return (
      <li className="py-3">
        <GuardianForm scope={scope} guardian={guardian} done={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <p className="text-ink font-semibold">
            {guardian.name}{' '}
            <span className="font-normal text-slate-500">({guardian.relation})</span>
          </p>
          <p className="break-words text-slate-600">
            {[guardian.phone, guardian.email, languageNames[guardian.language]]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-slate-600">
            <Trans>Messages:</Trans>{' '}
            {guardian.topics.map((topic) => t(topicLabels[topic])).join(', ') || t`None`}
          </p>
          {guardian.confirmedAt ? (
            <p className="font-medium text-green-800">
              <Trans>Confirmed on {formatDate(guardian.confirmedAt)}</Trans>
            </p>
          ) : (
            <p className="font-medium text-amber-800">
              <Trans>Waiting for confirmation</Trans>
            </p>
          )}
        </div>
        {!guardian.confirmedAt && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={write.isPending}
            onClick={() => act('resend')}
          >
            <Trans>
              Send code again<span className="sr-only"> to {guardian.name}</span>
            </Trans>
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
          <Trans>
            Edit<span className="sr-only"> {guardian.name}</span>
          </Trans>
        </button>
        <button
          type="button"
          className="btn btn-outline text-red-700"
          disabled={write.isPending}
          onClick={() => act('remove')}
        >
          <Trans>
            Remove<span className="sr-only"> {guardian.name}</span>
          </Trans>
        </button>
      </div>
      {!guardian.confirmedAt && scope.kind === 'admin' && (
        <DeskCode scope={scope} guardian={guardian} />
      )}
    </li>
  );
}

/** The adult student's choice to keep their guardians out of their messages. */
function DeclineChoice({ declinedAt }: { declinedAt: string | null }) {
  const write = useGuardiansWrite({ kind: 'own' });
  const choose = (declined: boolean) =>
    write.mutate(
      { kind: 'declined', declined },
      { onSuccess: (result) => result.message && toast.success(result.message) },
    );
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      {declinedAt ? (
        <p>
          <Trans>
            You declined guardian access on {formatDate(declinedAt)}: your guardians receive no
            messages about you.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            If you are 18 or older, you can decline guardian access: then no guardian receives
            messages about your fees, attendance or results.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline mt-3"
        disabled={write.isPending}
        onClick={() => choose(!declinedAt)}
      >
        {declinedAt ? <Trans>Allow guardian access</Trans> : <Trans>Decline guardian access</Trans>}
      </button>
    </div>
  );
}

/**
 * A student's guardians: who they are, which messages they get, whether they confirmed (and the
 * code again if not); on the admin's page the code a guardian reads out, on the student's own
 * profile their choice to decline guardian access.
 */
export function GuardiansPanel({ scope }: { scope: GuardiansScope }) {
  const { t } = useLingui();
  const query = useQuery(guardiansQuery(scope));
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-500">
        <Trans>Loading guardians…</Trans>
      </p>
    );
  }
  if (query.isError) return <FailureAlert message={t`The guardians could not be loaded.`} />;
  const { guardians, declinedAt } = query.data;
  return (
    <div className="space-y-4 text-sm">
      {declinedAt && scope.kind === 'admin' && (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-900">
          <Trans>
            This student declined guardian access on {formatDate(declinedAt)}: guardians receive no
            messages about them.
          </Trans>
        </p>
      )}
      {guardians.length === 0 ? (
        <p className="text-slate-500">
          <Trans>No guardians yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {guardians.map((guardian) => (
            <GuardianItem key={guardian._id} scope={scope} guardian={guardian} />
          ))}
        </ul>
      )}
      {guardians.length < MAX_GUARDIANS ? (
        <div className="border-t border-slate-100 pt-4">
          <h3 className="text-ink mb-3 font-semibold">
            <Trans>Add a guardian</Trans>
          </h3>
          <GuardianForm scope={scope} />
          <p className="mt-2 text-slate-500">
            <Trans>
              They are sent a 6-digit code by WhatsApp or SMS (or e-mail) and hear nothing until
              they confirm with it.
            </Trans>
          </p>
        </div>
      ) : (
        <p className="text-slate-500">
          <Trans>A student can have at most {MAX_GUARDIANS} guardians.</Trans>
        </p>
      )}
      {scope.kind === 'own' && <DeclineChoice declinedAt={declinedAt} />}
    </div>
  );
}

/** The signed-in student's guardians, as a part of their profile. */
export function OwnGuardians() {
  const { t } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10 border-t border-slate-100 pt-6">
      <h2 id={id} className="text-ink text-lg font-bold">
        {t`Guardians`}
      </h2>
      <div className="mt-4">
        <GuardiansPanel scope={{ kind: 'own' }} />
      </div>
    </section>
  );
}
