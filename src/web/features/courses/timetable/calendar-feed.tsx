import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '#web/components/load-error';
import { toast } from '#web/lib/toast';
import { feedKey, feedQuery, newFeedAddress } from '../api/my-classes';
import './messages';

/** The addresses a calendar app subscribes to: webcal for phones, Google's subscribe link. */
export const subscribeLinks = (url: string) => {
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
};

/** The person's calendar feed: its address to copy or subscribe to, and a new one if it leaked. */
export function CalendarFeed() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const { data: url, isError, refetch } = useQuery(feedQuery);
  const [making, setMaking] = useState(false);

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t`Address copied`);
    } catch {
      toast.error(t`Could not copy. Select the address and copy it yourself.`);
    }
  };
  const renew = async () => {
    if (!window.confirm(t`Make a new address? Calendars using the old one will stop updating.`))
      return;
    setMaking(true);
    try {
      const { data, message } = await newFeedAddress();
      if (data) queryClient.setQueryData(feedKey, data.url);
      if (message) toast.success(message);
    } finally {
      setMaking(false);
    }
  };

  if (isError)
    return (
      <LoadError
        title={t`The calendar address could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  const links = url ? subscribeLinks(url) : undefined;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">
        <Trans>Your classes in your calendar</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>
          Subscribe once and your phone or Google Calendar shows every class, and any change to it.
          Keep this address to yourself.
        </Trans>
      </p>
      <label htmlFor={id} className="block text-sm font-semibold">
        <Trans>Calendar address</Trans>
      </label>
      <input
        id={id}
        readOnly
        className="input w-full font-mono text-xs"
        value={url ?? t`Loading…`}
        onFocus={(event) => event.target.select()}
      />
      {links && url && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={() => void copy(url)}>
            <Trans>Copy address</Trans>
          </button>
          <a className="btn btn-outline" href={links.google} target="_blank" rel="noreferrer">
            <Trans>Add to Google Calendar</Trans>
          </a>
          <a className="btn btn-outline" href={links.webcal}>
            <Trans>Open in this phone's calendar</Trans>
          </a>
          <button
            type="button"
            className="btn btn-outline text-red-700"
            disabled={making}
            onClick={() => void renew().catch(() => undefined)}
          >
            <Trans>Make a new address</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
