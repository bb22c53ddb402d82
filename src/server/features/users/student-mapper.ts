import { enquiryStatusLabels } from '#common/schemas/enquiries';
import type { StudentDetail } from '#common/schemas/students';
import type { User } from '#server/db/schema';
import type { Storage } from '#server/services/storage';
import { accountFields } from './mapper';
import type { StudentRecords } from './student-repo';

/** A student's page as an admin reads it. */
export function studentDetailDto(
  storage: Storage,
  user: User,
  { courses, paused, payments, reviews, enquiries }: StudentRecords,
): StudentDetail {
  return {
    ...accountFields(storage, user),
    courses: courses.map((c) => ({
      _id: c.id,
      courseTitle: c.course_title,
      source: c.source,
      reason: c.reason,
      since: c.created_at,
      filesPaused: paused.has(c.id),
    })),
    payments: payments.map((p) => ({
      _id: p.id,
      courseTitle: p.course_title,
      amount: p.amount / 100,
      status: p.status,
      paymentId: p.payment_id ?? '',
      createdAt: p.created_at,
      paidOn: p.paid_on ?? '',
    })),
    reviews: reviews.map((r) => ({
      _id: r.id,
      message: r.message,
      status: r.status,
      createdAt: r.created_at,
    })),
    enquiries: [
      ...enquiries.contacts.map((c) => ({
        _id: c.id,
        kind: 'contact' as const,
        summary: c.subject,
        status: enquiryStatusLabels[c.status],
        createdAt: c.created_at,
      })),
      ...enquiries.registrations.map((r) => ({
        _id: r.id,
        kind: 'registration' as const,
        summary: `Class ${r.classs}, ${r.mode}, ${r.city}`,
        status: enquiryStatusLabels[r.status],
        createdAt: r.created_at,
      })),
    ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}
