import { Trans } from '@lingui/react/macro';
import { guardianTopics } from '#common/guardians';
import type { Language } from '#common/languages';
import { FailureAlert } from '#web/components/failure-alert';
import { toast } from '#web/lib/toast';
import { useGuardiansWrite } from './api/guardians';
import './messages';

/**
 * Offered once a registration became a student: adds the father the form named, with the
 * registration's contact number, as an unconfirmed guardian who is sent a code.
 */
export function AddFatherAsGuardian({
  studentId,
  name,
  phone,
  language,
}: {
  studentId: string;
  name: string;
  phone: string;
  language: Language;
}) {
  const write = useGuardiansWrite({ kind: 'admin', studentId });
  const add = () =>
    write.mutate(
      {
        kind: 'add',
        values: {
          name,
          relation: 'Father',
          phone,
          email: null,
          language,
          topics: [...guardianTopics],
        },
      },
      { onSuccess: (result) => result.message && toast.success(result.message) },
    );
  if (write.isSuccess) {
    return (
      <p role="status" className="mt-3 text-sm text-green-800">
        <Trans>{name} was added as a guardian and sent a code to confirm.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-2">
      <button type="button" className="btn btn-outline" disabled={write.isPending} onClick={add}>
        <Trans>
          Add the father, {name} ({phone}), as a guardian
        </Trans>
      </button>
      <FailureAlert message={write.error?.message} />
    </div>
  );
}
