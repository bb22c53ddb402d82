import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { LessonDto } from '#common/schemas/lessons';
import { saveProgress } from '../api/lessons';
import './messages';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2];
/** How often a playing video's place is saved. */
const SAVE_EVERY_SECONDS = 15;

/**
 * An uploaded video: captions when the admin gave them, a speed choice, and its place saved for
 * a buyer (every few seconds while it plays, on pause and on leaving) and resumed from.
 */
export function VideoPlayer({ lesson, tracked }: { lesson: LessonDto; tracked: boolean }) {
  const { t } = useLingui();
  const speedId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(lesson.positionSeconds);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    const element = video.current;
    if (!element || !tracked) return;
    const save = () => {
      const at = Math.floor(element.currentTime);
      if (at === lastSaved.current) return;
      lastSaved.current = at;
      void saveProgress(lesson.id, { positionSeconds: at }, true).catch(() => undefined);
    };
    const onTime = () => {
      if (Math.abs(element.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) save();
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', save);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', save);
      save();
    };
  }, [lesson.id, tracked]);

  return (
    <div>
      <video
        ref={video}
        controls
        preload="metadata"
        className="aspect-video w-full rounded-xl bg-black"
        src={lesson.mediaUrl ?? undefined}
        aria-label={t`Video: ${lesson.title}`}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = speed;
          if (lesson.positionSeconds > 0) event.currentTarget.currentTime = lesson.positionSeconds;
        }}
      >
        {lesson.captionsUrl && (
          <track
            kind="captions"
            src={lesson.captionsUrl}
            srcLang="en"
            label={t`Captions`}
            default
          />
        )}
      </video>
      <div className="mt-2 flex items-center gap-2 text-sm">
        <label htmlFor={speedId}>
          <Trans>Playback speed</Trans>
        </label>
        <select
          id={speedId}
          className="rounded border border-slate-300 px-2 py-1"
          value={speed}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSpeed(next);
            if (video.current) video.current.playbackRate = next;
          }}
        >
          {SPEEDS.map((one) => (
            <option key={one} value={one}>
              {one}×
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
