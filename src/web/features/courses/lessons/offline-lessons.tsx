import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { LessonDto } from '#common/schemas/lessons';
import { useLocalized } from '#web/lib/use-localized';
import {
  removeSavedLesson,
  savable,
  saveLessonOffline,
  savedFile,
  savedLessonsQuery,
} from '../api/offline-lessons';
import './messages';

function onNewController(listener: () => void) {
  navigator.serviceWorker?.addEventListener('controllerchange', listener);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', listener);
}
const workerInControl = () =>
  typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Whether lessons can be saved: the Cache API, and a service worker in control to open the page
 * without a network (from the first visit's registration on).
 */
const useCanSaveOffline = () => useSyncExternalStore(onNewController, workerInControl, () => false);

/** Saves or removes a lesson's offline copy, then lists the saved lessons again. */
function useOfflineChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      await queryClient.invalidateQueries({ queryKey: savedLessonsQuery.queryKey });
      setBusy(false);
    }
  };
  return { busy, failed, change };
}

/** "Save for offline" on a lesson with notes or a file, or "Saved" with a way to remove it. */
export function SaveOffline({ lesson }: { lesson: LessonDto }) {
  const saved = useQuery(savedLessonsQuery);
  const { busy, failed, change } = useOfflineChange();
  const canSave = useCanSaveOffline();
  if (!canSave || !savable(lesson) || saved.status !== 'success') return null;
  const isSaved = saved.data.some(({ id }) => id === lesson.id);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {isSaved ? (
        <>
          <p className="font-semibold text-green-700">
            <Trans>Saved for offline reading ✓</Trans>
          </p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => void change(() => removeSavedLesson(lesson))}
          >
            <Trans>Remove offline copy</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => void change(() => saveLessonOffline(lesson))}
        >
          {busy ? <Trans>Saving…</Trans> : <Trans>Save for offline</Trans>}
        </button>
      )}
      {failed && (
        <p role="alert" className="text-red-700">
          <Trans>That did not work. Check your connection and try again.</Trans>
        </p>
      )}
    </div>
  );
}

/** The saved copy of a lesson's file as an address the browser opens without a network. */
export function useSavedFileUrl(lesson: LessonDto): string | null {
  const saved = useQuery(savedLessonsQuery);
  const isSaved = saved.data?.some(({ id }) => id === lesson.id) ?? false;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isSaved || !lesson.mediaUrl) return;
    let address: string | null = null;
    let gone = false;
    void savedFile(lesson.mediaUrl).then((blob) => {
      if (!blob || gone) return;
      address = URL.createObjectURL(blob);
      setUrl(address);
    });
    return () => {
      gone = true;
      if (address) URL.revokeObjectURL(address);
      setUrl(null);
    };
  }, [isSaved, lesson.mediaUrl]);
  return url;
}

/** The lessons of this course saved for offline reading, each with a link and Remove. */
export function SavedLessons({
  courseId,
  hrefOf,
}: {
  courseId: string;
  hrefOf: (lessonId: string) => string;
}) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const saved = useQuery(savedLessonsQuery);
  const { busy, failed, change } = useOfflineChange();
  const canSave = useCanSaveOffline();
  if (!canSave) return null;
  const lessons = saved.data?.filter((lesson) => lesson.courseId === courseId) ?? [];
  return (
    <section aria-labelledby="saved-lessons" className="mt-8 border-t border-slate-200 pt-5">
      <h2 id="saved-lessons" className="font-semibold">
        <Trans>Saved for offline</Trans>
      </h2>
      {saved.status === 'error' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>The saved lessons could not be read.</Trans>
        </p>
      )}
      {saved.status === 'success' && lessons.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            No lessons saved yet. Save a lesson's notes and file to read them without a network.
          </Trans>
        </p>
      )}
      {lessons.length > 0 && (
        <ul className="mt-2 space-y-2">
          {lessons.map((lesson) => {
            const title = inLanguage(lesson, 'title');
            return (
              <li key={lesson.id} className="flex items-center gap-2">
                <Link to={hrefOf(lesson.id)} className="text-primary grow text-sm underline">
                  {title}
                </Link>
                <button
                  type="button"
                  className="shrink-0 text-sm text-red-700 underline"
                  aria-label={t`Remove ${title} from offline`}
                  disabled={busy}
                  onClick={() => void change(() => removeSavedLesson(lesson))}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>That did not work. Check your connection and try again.</Trans>
        </p>
      )}
    </section>
  );
}
