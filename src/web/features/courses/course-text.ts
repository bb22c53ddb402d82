import { formatCount } from '#common/format';

/** Course subtitles are previewed on cards up to this many characters. */
export const SUBTITLE_PREVIEW_LENGTH = 70;

/** The real count above 100; below that, the institute's standing claim. */
export function studentCountLabel(count: number): string {
  return count > 100 ? `${formatCount(count)} Students` : '+100 Student';
}
