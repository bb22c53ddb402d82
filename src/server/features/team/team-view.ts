import { formatDate } from '#common/format';
import type { TeamMember } from '#server/db/schema';
import type { CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';

/** The Team Members table: search by name or position; sorts; the About page's order first. */
export const teamView: ListView = {
  id: 'id',
  sorts: { order: 'created_at', name: 'name', position: 'position' },
  defaultSort: 'order',
  defaultDir: 'asc',
  search: (db, q) => matchesSearch(db, 'team_members', q),
};

export const teamCsv: CsvColumn<TeamMember>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Position', value: (row) => row.position },
  { header: 'Added', value: (row) => formatDate(row.created_at) },
];
