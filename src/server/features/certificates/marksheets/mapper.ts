import { API_PREFIX } from '#common/api';
import {
  marksheetPagePath,
  type MarksheetContent,
  type MarksheetDto,
} from '#common/schemas/marksheets';
import type { Marksheet } from '#server/db/schema';

export const contentOf = (row: Marksheet) => JSON.parse(row.content) as MarksheetContent;

export function marksheetDto(publicUrl: string, row: Marksheet): MarksheetDto {
  const content = contentOf(row);
  return {
    _id: row.id,
    number: row.number,
    courseId: row.course_id,
    course: content.course,
    student: content.student,
    issuedOn: row.issued_on,
    grade: content.grade,
    total: content.total,
    maxTotal: content.maxTotal,
    status: row.status,
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    pdfSha256: row.pdf_sha256,
    pdfHref: `${API_PREFIX}/marksheet/${row.id}/pdf`,
    verifyUrl: publicUrl + marksheetPagePath(row.file_id),
  };
}
