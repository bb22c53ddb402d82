import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatCount } from '#common/format';
import './messages';

/** Course subtitles are previewed on cards up to this many characters. */
export const SUBTITLE_PREVIEW_LENGTH = 70;

/** The real count above 100; below that, the institute's standing claim (a message: `t(…)`). */
export function studentCountLabel(count: number): MessageDescriptor {
  const students = formatCount(count);
  return count > 100 ? msg`${students} Students` : msg`+100 Student`;
}
