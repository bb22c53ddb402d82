import { imageSrcSet } from '#common/images';

interface CoverImageProps {
  src: string;
  /** Empty when the title is right beside the picture. */
  alt: string;
  /** How wide the picture is drawn, for `srcset`: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  /** 16:9 for courses, news and posts; square for portraits. */
  shape?: 'wide' | 'square';
  className?: string;
}

/** An uploaded picture cropped to its frame, in the width the screen needs. */
export function CoverImage({
  src,
  alt,
  sizes,
  priority = false,
  shape = 'wide',
  className = '',
}: CoverImageProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      width={1280}
      height={shape === 'wide' ? 720 : 1280}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`${shape === 'wide' ? 'aspect-video' : 'aspect-square'} w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
