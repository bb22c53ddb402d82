import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonDto } from '#common/schemas/lessons';
import { ArticleBody } from '#web/components/article-body';
import { useLocalized } from '#web/lib/use-localized';
import { useSavedFileUrl } from './offline-lessons';
import { VideoPlayer } from './video-player';
import './messages';

/** A lesson's content by its kind: a video, notes, a file to download, or a live class link. */
export function LessonView({ lesson, tracked }: { lesson: LessonDto; tracked: boolean }) {
  const { t } = useLingui();
  const inLanguage = useLocalized();
  const title = inLanguage(lesson, 'title');
  // A file saved for offline opens from its saved copy, with or without a network.
  const savedFileUrl = useSavedFileUrl(lesson);
  let body;
  if (lesson.kind === 'video' && lesson.youtubeId)
    body = (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${lesson.youtubeId}${
          lesson.positionSeconds > 0 ? `?start=${lesson.positionSeconds}` : ''
        }`}
        title={t`Video: ${title}`}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  else if (lesson.kind === 'video' && lesson.mediaUrl)
    body = <VideoPlayer lesson={lesson} tracked={tracked} />;
  else if (lesson.kind === 'file' && lesson.mediaUrl)
    body = (
      <a
        className="btn btn-primary"
        href={savedFileUrl ?? lesson.mediaUrl}
        download={lesson.fileName ?? true}
      >
        <Trans>Download {lesson.fileName}</Trans>
      </a>
    );
  else if (lesson.kind === 'live' && lesson.liveUrl)
    body = (
      <a className="btn btn-primary" href={lesson.liveUrl} target="_blank" rel="noreferrer">
        <Trans>Join the live class</Trans>
      </a>
    );
  else if (lesson.kind !== 'notes')
    body = (
      <p className="text-slate-600">
        <Trans>This lesson is not ready yet.</Trans>
      </p>
    );
  return (
    <article aria-labelledby="lesson-title">
      <h2 id="lesson-title" tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        <Trans>{lesson.minutes} min</Trans>
      </p>
      {body && <div className="mt-5">{body}</div>}
      {lesson.notesHtml && (
        <div className="mt-6">
          <ArticleBody html={lesson.notesHtml} />
        </div>
      )}
    </article>
  );
}
