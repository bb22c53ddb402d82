import type { OutlineModule } from './schemas/course-outline';

/** Minutes of every lesson of the outline. */
export const outlineMinutes = (modules: OutlineModule[]) =>
  modules.reduce((sum, module) => sum + module.lessons.reduce((s, l) => s + l.minutes, 0), 0);

/** "1 hr 45 min", "2 hr", "45 min": a module's length. */
export function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** "12.5 hours", "1 hour", "45 minutes": a course's total. */
export function formatHours(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
