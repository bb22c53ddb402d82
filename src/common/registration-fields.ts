import type { Language } from './languages';
import type { RegistrationInput } from './schemas/registrations';

/** The registration form's fields, without the honeypot and the page's own choices. */
export type RegistrationField = Exclude<
  keyof RegistrationInput,
  'website' | 'language' | 'whatsappUpdates'
>;

/** The form's fields by the names people read in mails, messages and notes, in their order. */
export const registrationFieldLabels: Record<Language, Record<RegistrationField, string>> = {
  en: {
    name: 'Student Name',
    classs: 'Class',
    mode: 'Mode',
    school: 'School Name',
    gender: 'Gender',
    DOB: 'Date of Birth',
    fatherName: 'Father Name',
    contact: 'Contact',
    Address: 'Address',
    State: 'State',
    city: 'City',
  },
  hi: {
    name: 'विद्यार्थी का नाम',
    classs: 'कक्षा',
    mode: 'पढ़ाई का तरीक़ा',
    school: 'स्कूल का नाम',
    gender: 'लिंग',
    DOB: 'जन्म तिथि',
    fatherName: 'पिता का नाम',
    contact: 'संपर्क',
    Address: 'पता',
    State: 'राज्य',
    city: 'शहर',
  },
};

/** Every field, in the form's order. */
export const registrationFields = Object.keys(registrationFieldLabels.en) as RegistrationField[];
