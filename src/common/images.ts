/** Widths, in pixels, of the WebP variants stored for every uploaded image. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The variant whose URL the API returns. */
export const LARGEST_IMAGE_WIDTH = 1280;

const variantPattern = /-(\d+)\.webp$/;

/** `srcset` for an image URL as the server returns it (the widest variant). */
export function imageSrcSet(url: string): string | undefined {
  if (!variantPattern.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(variantPattern, `-${w}.webp`)} ${w}w`).join(', ');
}
