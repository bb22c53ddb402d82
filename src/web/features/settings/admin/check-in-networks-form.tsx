import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { checkInNetworksUpdateSchema } from '#common/schemas/site-settings';
import { Field } from '#web/components/field';
import { inPageLanguage } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';
import './messages';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The institute's networks (CIDR ranges, decision 058): when any is given, students check in to a
 * class only from an address in one of them. Empty: from anywhere.
 */
export function CheckInNetworksForm({ networks }: { networks: string[] }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const [text, setText] = useState(networks.join('\n'));
  const [error, setError] = useState<string>();

  const save = async () => {
    const lines = linesOf(text);
    const checked = checkInNetworksUpdateSchema.safeParse(lines);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const said = (await inPageLanguage({ message: issue?.message ?? '' })).message;
      const line = typeof issue?.path[0] === 'number' ? lines[issue.path[0]] : undefined;
      setError(line === undefined ? said : t`“${line}”: ${said}`);
      return;
    }
    setError(undefined);
    try {
      const result = await update.mutateAsync({ checkInNetworks: checked.data });
      setText((result.data?.checkInNetworks ?? checked.data).join('\n'));
      toast.success(t`Check-in networks saved`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <form
      aria-labelledby="check-in-networks"
      noValidate
      className="card grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="check-in-networks" className="text-lg font-bold">
        {t`Check-in networks`}
      </h2>
      <p className="text-sm text-slate-600">
        {t`Students can check in to a class only from these networks, such as the institute's Wi-Fi. Leave it empty to allow check-in from anywhere.`}
      </p>
      <Field
        label={t`Networks, one per line`}
        hint={t`An address and its prefix length, like 203.0.113.0/24 or 2001:db8::/32; at most 20.`}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            spellCheck={false}
            autoCapitalize="off"
            className="input font-mono"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn btn-primary justify-self-start"
        disabled={update.isPending}
      >
        {t`Save networks`}
      </button>
    </form>
  );
}
