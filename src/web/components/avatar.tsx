import { imageSrcSet } from '#common/images';

const DEFAULT_AVATAR = '/default-avatar.svg';

interface AvatarProps {
  /** The profile image URL; empty for the default picture. */
  src: string;
  /** Empty when the name is already next to the picture. */
  alt?: string;
  className?: string;
}

export function Avatar({ src, alt = '', className = 'size-10' }: AvatarProps) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      srcSet={src ? imageSrcSet(src) : undefined}
      sizes="64px"
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-full bg-slate-100 object-cover ring-2 ring-white`}
    />
  );
}
