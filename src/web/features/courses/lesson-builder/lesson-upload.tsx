import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AdminLessonDto, AdminModulesDto } from '#common/schemas/lessons';
import { toast } from '#web/lib/toast';
import { uploadLessonFile } from './upload-lesson-file';
import './messages';

/** A video lesson's video and captions, or a file lesson's file, sent with a progress bar. */
export function LessonUpload({
  lesson,
  onUploaded,
}: {
  lesson: AdminLessonDto;
  onUploaded: (modules: AdminModulesDto) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [captions, setCaptions] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const video = lesson.kind === 'video';

  const upload = async () => {
    if (!file) return;
    setSent(0);
    try {
      const answer = await uploadLessonFile(
        lesson.id,
        { file, captions: captions ?? undefined },
        setSent,
      );
      if (answer.data) onUploaded(answer.data);
      toast.success(answer.message ?? t`File uploaded`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t`The upload failed.`);
    } finally {
      setSent(null);
    }
  };

  return (
    <div className="mt-2 space-y-2 text-sm">
      {lesson.fileName && (
        <p className="text-slate-600">
          <Trans>Uploaded: {lesson.fileName}</Trans>
          {lesson.hasCaptions && (
            <>
              {' · '}
              <Trans>with captions</Trans>
            </>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={`${id}-file`}>
          {video ? <Trans>Video file (MP4 or WebM)</Trans> : <Trans>File (PDF, EPUB, PPT)</Trans>}
          <input
            id={`${id}-file`}
            type="file"
            className="mt-1 block"
            accept={video ? 'video/mp4,video/webm' : '.pdf,.epub,.ppt,.pptx'}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {video && (
          <label htmlFor={`${id}-captions`}>
            <Trans>Captions (.vtt, optional)</Trans>
            <input
              id={`${id}-captions`}
              type="file"
              className="mt-1 block"
              accept=".vtt,text/vtt"
              onChange={(event) => setCaptions(event.target.files?.[0] ?? null)}
            />
          </label>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={!file || sent !== null}
          onClick={() => void upload()}
        >
          <Trans>Upload</Trans>
        </button>
      </div>
      {sent !== null && (
        <progress
          className="w-full"
          max={100}
          value={Math.round(sent * 100)}
          aria-label={t`Upload progress`}
        />
      )}
    </div>
  );
}
