import { useLingui } from '@lingui/react/macro';
import '../app/admin-messages';
import { CoverImage } from './cover-image';

interface ImagePreviewProps {
  /** The chosen file's preview URL, or null while none is chosen. */
  chosen: string | null;
  /** The stored picture's URL. */
  current: string;
  /** "image", "thumbnail", "photo": names the picture for screen readers. */
  noun: string;
  shape?: 'wide' | 'square';
}

/** On an update screen: the chosen picture as it will look, or the current one. */
export function ImagePreview({ chosen, current, noun, shape = 'wide' }: ImagePreviewProps) {
  const { t } = useLingui();
  const frame = shape === 'wide' ? 'max-w-sm' : 'w-40';
  return (
    <div className={`${frame} overflow-hidden rounded-xl border border-slate-200`}>
      {chosen ? (
        <img
          src={chosen}
          alt={t`Preview of the new ${noun}`}
          className={`${shape === 'wide' ? 'aspect-video' : 'aspect-square'} w-full object-cover`}
        />
      ) : (
        <CoverImage
          src={current}
          alt={t`Current ${noun}`}
          sizes={shape === 'wide' ? '384px' : '160px'}
          shape={shape}
        />
      )}
    </div>
  );
}
