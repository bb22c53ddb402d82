/** Admissions (issue 41, decision 072): the form's choices, its documents and its messages. */

export const admissionStatuses = [
  'draft',
  'submitted',
  'correction',
  'accepted',
  'declined',
] as const;
export type AdmissionStatus = (typeof admissionStatuses)[number];

/** The fields the institute may ask or leave out; the rest are always asked. */
export const optionalAdmissionFields = ['school', 'qualification', 'aadhaar'] as const;
export type OptionalAdmissionField = (typeof optionalAdmissionFields)[number];

/** The documents an application may carry, the photo first. */
export const admissionDocumentKinds = ['photo', 'idProof', 'marksheet'] as const;
export type AdmissionDocumentKind = (typeof admissionDocumentKinds)[number];
/** The documents kept as private files (the photo becomes the student's picture). */
export type PrivateDocumentKind = Exclude<AdmissionDocumentKind, 'photo'>;

export const documentRules = ['required', 'optional', 'off'] as const;
export type DocumentRule = (typeof documentRules)[number];

export const RETENTION_DAYS_MAX = 3650;

/** A passport photo is 35 mm wide and 45 mm tall. */
export const PHOTO_RATIO = 35 / 45;

/** The admission number of the `serial`th admission of `year`: VCI/2026/0001. */
export const admissionNumber = (prefix: string, year: number, serial: number) =>
  `${prefix}/${year}/${String(serial).padStart(4, '0')}`;

/** Only the last four digits of an Aadhaar number are ever kept, and shown masked. */
export const maskedAadhaar = (last4: string) => `XXXX XXXX ${last4}`;

export const admissionMessages = {
  studentName: "Enter the student's name.",
  dob: 'Enter a real date of birth in the past.',
  gender: 'Choose the gender.',
  email: 'Enter a valid email address.',
  address: 'Enter the address.',
  state: 'Choose the state.',
  city: 'Enter the city.',
  school: 'Enter the school or college.',
  qualification: 'Enter the highest qualification.',
  aadhaar: 'Enter the 12-digit Aadhaar number.',
  course: 'Choose a course.',
  batch: "Choose one of this course's batches.",
  guardianName: "Enter the guardian's name.",
  guardianRelation: 'Say how they are related: Father, Mother, Uncle…',
  guardianPhone: 'Enter a 10-digit Indian mobile number.',
  mobile: 'Enter a 10-digit Indian mobile number.',
  code: 'Enter the 6-digit code.',
  documentMissing: 'Add this document: the institute asks for it.',
  documentOff: 'The institute does not ask for this document.',
  documentType: 'Only a PDF or an image (JPEG, PNG, WebP) is allowed.',
  badLink: 'This admission link is not valid. Ask for a new one.',
  notEditable: 'This application has been sent and cannot be changed now.',
  notSubmitted: 'Only a sent application can be reviewed.',
  note: 'Say what to correct.',
  reason: 'Give the reason.',
  notFound: 'Application not found.',
  noDocument: 'Document not found.',
  saved: 'Saved',
  submitted: 'Your application has been sent. We will let you know.',
  started: 'Your number is confirmed. A link to come back to this form was sent to it.',
  correctionAsked: 'The applicant was sent a link to correct the application.',
  accepted: 'Admission accepted',
  declined: 'Application declined',
  emailTaken: 'This e-mail belongs to an admin account.',
  prefillNotFound: 'No registration or enquiry with this number was found.',
  formSaved: 'Admission form saved',
} as const;
