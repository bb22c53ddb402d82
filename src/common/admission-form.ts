import type { AdmissionDocumentKind, DocumentRule, OptionalAdmissionField } from './admissions';

/* The admission form's settings, apart from the rest of the admissions' words: the site settings'
   defaults hold them, and every page loads those. */

/** How the institute set the form up (site settings). */
export interface AdmissionFormSettings {
  askFields: OptionalAdmissionField[];
  documents: Record<AdmissionDocumentKind, DocumentRule>;
  /** Days the documents are kept after the application is decided (or left as a draft). */
  retentionDays: number;
  /** The series' prefix: VCI gives VCI/2026/0001. */
  numberPrefix: string;
}

export const defaultAdmissionForm: AdmissionFormSettings = {
  askFields: ['school', 'qualification'],
  documents: { photo: 'required', idProof: 'optional', marksheet: 'off' },
  retentionDays: 180,
  numberPrefix: 'VCI',
};
