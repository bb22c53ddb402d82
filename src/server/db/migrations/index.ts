import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial';
import * as courseListOrder from './0002_course_list_order';

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_course_list_order': courseListOrder,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
