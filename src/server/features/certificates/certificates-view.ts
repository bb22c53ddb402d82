import { formatDate } from '#common/format';
import { CERTIFICATE_STATUSES } from '#common/schemas/certificates';
import type { Certificate } from '#server/db/schema';
import type { CsvColumn } from '../csv-export';
import { matchesSearch, type ListView } from '../list-view';

/** The Certificates table: search by number, name or course; status and day of issue; sorts. */
export const certificatesView: ListView = {
  id: 'id',
  sorts: {
    date: 'created_at',
    number: 'number',
    name: 'name',
    course: 'course',
    issued: 'issued_on',
  },
  defaultSort: 'date',
  // Names are kept single-spaced, so a search is too.
  search: (db, q) => matchesSearch(db, 'certificates', q.replace(/\s+/g, ' ')),
  status: { values: CERTIFICATE_STATUSES, column: 'status' },
  day: 'issued_on',
};

const dayOf = (day: string) => formatDate(`${day}T12:00:00Z`);

export const certificatesCsv: CsvColumn<Certificate>[] = [
  { header: 'Number', value: (row) => row.number },
  { header: 'Name', value: (row) => row.name },
  { header: 'Course', value: (row) => row.course },
  { header: 'Issued on', value: (row) => dayOf(row.issued_on) },
  { header: 'Grade', value: (row) => row.grade },
  { header: 'Status', value: (row) => (row.status === 'valid' ? 'Valid' : 'Revoked') },
  { header: 'Revoked on', value: (row) => row.revoked_at && formatDate(row.revoked_at) },
  { header: 'Reason', value: (row) => row.revoked_reason },
];
