import { imageSrcSet } from '#common/images';

interface CourseThumbnailProps {
  src: string;
  /** Empty when the course title is right beside the picture. */
  alt: string;
  /** How wide the picture is drawn, for `srcset`: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once and first. */
  priority?: boolean;
  className?: string;
}

/** A course's 16:9 picture, in the width the screen needs. */
export function CourseThumbnail({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: CourseThumbnailProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      width={1280}
      height={720}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`aspect-video w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
