import type { FastifyInstance } from 'fastify';
import type { Language } from '#common/languages';
import type { Db } from '#server/db/database';
import type { User } from '#server/db/schema';

/**
 * What an admission does through other features (composed in `admission-steps.ts`): the phone
 * code of decision 061, and, inside the acceptance's transaction, the batch, the fee on its plan
 * (decision 052) and the guardians (decision 062).
 */
export interface AdmissionSteps {
  askForCode(app: FastifyInstance, mobileNo: string, language: Language): Promise<void>;
  /** Checks the number's code and spends it; throws the phone code's refusals. */
  confirmCode(app: FastifyInstance, mobileNo: string, code: string): Promise<void>;
  joinBatch(trx: Db, batchId: string, userId: string): Promise<void>;
  /** The student's fee for the course at its price, on the plan from `admittedOn` when one is given. */
  startFee(
    trx: Db,
    fee: {
      userId: string;
      courseId: string;
      planId: string | null;
      admittedOn: string;
      admin: User;
    },
  ): Promise<void>;
  addGuardian(
    trx: Db,
    guardian: {
      studentId: string;
      name: string;
      relation: string;
      phone: string | null;
      language: Language;
      confirmedAt: string | null;
    },
  ): Promise<void>;
}
