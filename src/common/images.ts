/** Widths, in pixels, of the WebP variants stored for every uploaded image. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The variant whose URL the API returns. */
export const LARGEST_IMAGE_WIDTH = 1280;

/** How wide the pictures seen first are drawn (`sizes`); the server preloads them to match. */
export const LEAD_PICTURE_SIZES = {
  banner: '100vw',
  courseCover: '(min-width: 1024px) 480px, 100vw',
  articleCover: '(min-width: 896px) 896px, 100vw',
} as const;

const variantPattern = /-(\d+)\.webp$/;

/** `srcset` for an image URL as the server returns it (the widest variant). */
export function imageSrcSet(url: string): string | undefined {
  if (!variantPattern.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(variantPattern, `-${w}.webp`)} ${w}w`).join(', ');
}
