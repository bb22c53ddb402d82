import type { FastifyInstance } from 'fastify';
import type { AdmissionSetup } from '#common/schemas/admissions';
import type { AdmissionRow } from '#server/db/schema';
import { getSiteSettings } from '#server/db/site-settings';
import { admissionDto } from './mapper';
import { admissionChoices, admissionNumberOf, documentsOf } from './repo';

/** An application with its documents and, once accepted, its student's admission number. */
export async function presentAdmission(app: FastifyInstance, row: AdmissionRow) {
  const documents = await documentsOf(app.db, row.id);
  const number = row.user_id ? await admissionNumberOf(app.db, row.user_id) : null;
  return admissionDto(app.storage, row, documents, number);
}

/** The form as the institute set it up, and the courses, batches and plans it offers. */
export async function admissionSetup(app: FastifyInstance): Promise<AdmissionSetup> {
  const [{ admissionForm }, { courses, batches, plans }] = await Promise.all([
    getSiteSettings(app.db),
    admissionChoices(app.db, app.today()),
  ]);
  return {
    form: admissionForm,
    courses: courses.map((course) => ({
      _id: course.id,
      title: course.course_title,
      titleHi: course.course_title_hi,
      batches: batches
        .filter((batch) => batch.course_id === course.id)
        .map((batch) => ({
          _id: batch.id,
          startsOn: batch.starts_on,
          label: `${batch.days} ${batch.start_time}–${batch.end_time} (${batch.mode})`,
        })),
      plans: plans
        .filter((plan) => plan.course_id === course.id)
        .map((plan) => ({ _id: plan.id, name: plan.name })),
    })),
  };
}
