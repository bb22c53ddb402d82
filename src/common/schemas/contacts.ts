import { z } from 'zod';
import { contactMessages } from '../contacts';
import { emailAddress } from './email';
import { enquiryPipelineDtoSchema } from './enquiries';
import { languageSchema } from './language';
import { requiredLongText, requiredText } from './required-text';

/**
 * POST /contact/create (public). `website` is a honeypot: people never see it, so a filled one
 * marks a bot, whose message is answered as sent and stored nowhere. `language` is the page's,
 * which the acknowledgement is written in.
 */
export const contactCreateSchema = z.object({
  name: requiredText(contactMessages.name, 100),
  email: requiredText(contactMessages.email, 254).pipe(emailAddress(contactMessages.invalidEmail)),
  subject: requiredText(contactMessages.subject, 200),
  message: requiredLongText(contactMessages.message, 5000),
  website: z.string().max(200).optional(),
  language: languageSchema.optional(),
});
export type ContactInput = z.input<typeof contactCreateSchema>;

export const contactDtoSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
    /** A demo booking's phone (ten digits); its e-mail is empty. */
    phone: z.string().nullable(),
    /** The course a demo class was booked for. */
    courseId: z.string().nullable(),
  })
  .extend(enquiryPipelineDtoSchema.shape);
export type ContactDto = z.infer<typeof contactDtoSchema>;
