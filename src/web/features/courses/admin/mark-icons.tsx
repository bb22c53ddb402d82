import type { ReactNode } from 'react';
import type { AttendanceMark } from '#common/batch-sessions';
import { Icon } from '#web/components/icon';

/** Each mark's own shape, so a pressed mark is told by more than its colour. */
export const markIcons: Record<AttendanceMark, ReactNode> = {
  present: (
    <Icon className="size-4">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  ),
  absent: (
    <Icon className="size-4">
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  ),
  late: (
    <Icon className="size-4">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
  excused: (
    <Icon className="size-4">
      <path d="M8 4h8l3 3v13H5V4h3" />
      <path d="M9 12h6M9 16h4" />
    </Icon>
  ),
};

/** A pressed mark's colours: present green, absent red, late amber, excused slate. */
export const pressedStyles: Record<AttendanceMark, string> = {
  present: 'border-green-700 bg-green-700 text-white',
  absent: 'border-red-700 bg-red-700 text-white',
  late: 'border-amber-500 bg-amber-400 text-amber-950',
  excused: 'border-slate-600 bg-slate-600 text-white',
};
