import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { announcementBetween, clockText, endsAt, secondsLeftAt } from './countdown';
import './messages';

/**
 * Seconds left of the server's count, ticking on the page's clock; `onOver` runs once when they
 * reach 0. A new `secondsLeft` from the server (a reload, a reconnect) starts the count again.
 */
export function useSecondsLeft(secondsLeft: number, receivedAt: number, onOver: () => void) {
  const ends = endsAt(secondsLeft, receivedAt);
  const [left, setLeft] = useState(() => secondsLeftAt(ends, performance.now()));
  const over = useEffectEvent(onOver);

  useEffect(() => {
    let done = false;
    const tick = () => {
      const now = secondsLeftAt(ends, performance.now());
      setLeft(now);
      if (now === 0 && !done) {
        done = true;
        over();
      }
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [ends]);
  return left;
}

/**
 * The time left, always in sight: a clock readers do not hear every second (a `timer` is silent),
 * and a polite message at the moments of `ANNOUNCED_SECONDS`.
 */
export function TimeLeft({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const [announced, setAnnounced] = useState<number | null>(null);
  const previous = useRef(seconds);

  useEffect(() => {
    const moment = announcementBetween(previous.current, seconds);
    previous.current = seconds;
    if (moment !== null) setAnnounced(moment);
  }, [seconds]);

  const urgent = seconds <= 60;
  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-slate-600">
        <Trans>Time left</Trans>
      </span>
      <span
        role="timer"
        aria-label={t`Time left`}
        className={`font-mono text-xl font-bold tabular-nums ${urgent ? 'text-red-700' : 'text-ink'}`}
      >
        {clockText(seconds)}
      </span>
      <span className="sr-only" aria-live="polite">
        {announced !== null &&
          (announced >= 60 ? (
            <Plural value={announced / 60} one="# minute left" other="# minutes left" />
          ) : (
            <Plural value={announced} one="# second left" other="# seconds left" />
          ))}
      </span>
    </div>
  );
}
