import { guardianTopics } from '#common/guardians';
import { HttpError } from '#server/plugins/errors';
import type { AdmissionSteps } from './admissions/steps';
import { findBatch } from './courses/batches';
import { insertStudent } from './courses/classes/repo';
import { insertGuardian } from './guardians/repo';
import { startFeeOnPlan } from './payments/admission-fee';
import { askForCode, checkCode, spendCode } from './users/phone/codes';

/** An admission's steps, done by the features that own them (decision 072). */
export const admissionSteps: AdmissionSteps = {
  askForCode: (app, mobileNo, language) => askForCode(app, { mobileNo, userId: null }, language),
  async confirmCode(app, mobileNo, code) {
    await spendCode(app, await checkCode(app, { mobileNo, userId: null }, code));
  },
  async joinBatch(trx, batchId, userId) {
    if (!(await findBatch(trx, batchId))) throw new HttpError(404, 'Batch not found.');
    await insertStudent(trx, batchId, userId);
  },
  startFee: (trx, fee) => startFeeOnPlan(trx, fee),
  async addGuardian(trx, guardian) {
    await insertGuardian(trx, { ...guardian, email: null, topics: [...guardianTopics] });
  },
};
