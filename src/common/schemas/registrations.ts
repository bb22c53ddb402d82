import { z } from 'zod';
import { dateOfBirth } from './dates';
import { enquiryPipelineDtoSchema } from './enquiries';
import { languageSchema } from './language';
import { mobileNumber } from './phone';
import { emailSchema } from './users';
import { requiredText } from './required-text';
import { classOptions, genderOptions, modeOptions, registrationMessages } from '../registrations';

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

/**
 * POST /register (public): section 3's fields with section 5's messages. `website` is a honeypot
 * (see contacts). The same person (contact number and name) registering again within a day is
 * added to the first as a note rather than stored again; another name on the number is stored.
 * `language` is the page's, which the welcome of an account made from it is written in.
 */
export const registrationCreateSchema = z.object({
  name: requiredText(registrationMessages.name, 100),
  classs: choice(classOptions, registrationMessages.classs),
  mode: choice(modeOptions, registrationMessages.mode),
  school: requiredText(registrationMessages.school, 200),
  gender: choice(genderOptions, registrationMessages.gender),
  DOB: dateOfBirth(registrationMessages.DOB, registrationMessages.realDob),
  fatherName: requiredText(registrationMessages.fatherName, 100),
  contact: mobileNumber(registrationMessages.contact),
  Address: requiredText(registrationMessages.Address, 500),
  State: requiredText(registrationMessages.State, 100),
  city: requiredText(registrationMessages.city, 100),
  website: z.string().max(200).optional(),
  language: languageSchema.optional(),
  /** The unticked "Send me updates on WhatsApp": ticked, an opt-in for the contact number. */
  whatsappUpdates: z.boolean().optional(),
});
export type RegistrationInput = z.input<typeof registrationCreateSchema>;

export const registrationDtoSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    classs: z.string(),
    mode: z.string(),
    school: z.string(),
    gender: z.string(),
    DOB: z.string(),
    fatherName: z.string(),
    contact: z.string(),
    Address: z.string(),
    State: z.string(),
    city: z.string(),
    createdAt: z.string(),
    /** How many times this person sent the form within a day (1 or more). */
    submissions: z.number(),
    /** The student account made from this registration, once converted. */
    userId: z.string().nullable(),
    /** The language of the page it was sent from, which the account made from it gets. */
    language: languageSchema,
    /** The names on the other registrations from the same contact number (a family's phone). */
    sharesContactWith: z.array(z.string()),
  })
  .extend(enquiryPipelineDtoSchema.shape);
export type RegistrationDto = z.infer<typeof registrationDtoSchema>;

/** POST /register/{id}/convert (admin): the e-mail the new student account is made for. */
export const registrationConvertSchema = z.object({ email: emailSchema });
