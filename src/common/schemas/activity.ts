import { z } from 'zod';

/** What the activity log is about, as the Activity screen filters it. */
export const activityEntities = [
  'admin',
  'admission',
  'batch',
  'blog post',
  'certificate',
  'contact query',
  'coupon',
  'course',
  'fee plan',
  'fee reminders',
  'fee schedule',
  'guardian',
  'id card',
  'marksheet',
  'message',
  'message template',
  'news',
  'payment',
  'question',
  'registration',
  'review',
  'settings',
  'team member',
  'test',
  'user',
] as const;
export type ActivityEntity = (typeof activityEntities)[number];

/** One admin write, as GET /activity lists it. */
export const activityDtoSchema = z.object({
  _id: z.string(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type ActivityDto = z.infer<typeof activityDtoSchema>;
