import { z } from 'zod';

/** GET /stats: the admin dashboard's counts. */
export const dashboardStatsSchema = z.object({
  totalStudents: z.number(),
  totalCourses: z.number(),
  totalVisitors: z.number(),
});

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
