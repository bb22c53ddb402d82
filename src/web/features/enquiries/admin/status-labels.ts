import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EnquiryStatus } from '#common/schemas/enquiries';
import './messages';

/** How the staff's screens name a lead's status, as messages (`t(…)`). */
export const statusLabels: Record<EnquiryStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  demo_booked: msg`Demo booked`,
  joined: msg`Joined`,
  not_interested: msg`Not interested`,
};
