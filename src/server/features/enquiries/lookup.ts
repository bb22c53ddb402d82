import type { z } from 'zod';
import type { ActivityEntity } from '#common/schemas/activity';
import { contactDtoSchema, type ContactDto } from '#common/schemas/contacts';
import { registrationDtoSchema, type RegistrationDto } from '#common/schemas/registrations';
import type { Db } from '#server/db/database';
import type { ContactQuery, StudentRegistration } from '#server/db/schema';
import { HttpError } from '#server/plugins/errors';
import { findContact } from './contact-repo';
import type { LeadKind } from './leads';
import { contactDtos, registrationDtos } from './mapper';
import { findRegistration } from './registration-repo';

/** What the shared lead routes need to know of a kind of lead. */
export interface Lead<Row, Dto> {
  kind: LeadKind;
  /** What the activity log calls it. */
  entity: ActivityEntity;
  notFound: string;
  find(db: Db, id: string): Promise<Row | undefined>;
  /** The rows as the API sends them, with their notes. */
  present(db: Db, rows: Row[]): Promise<Dto[]>;
  dtoSchema: z.ZodType<Dto>;
}

export const contactLead: Lead<ContactQuery, ContactDto> = {
  kind: 'contact',
  entity: 'contact query',
  notFound: 'Contact query not found.',
  find: findContact,
  present: contactDtos,
  dtoSchema: contactDtoSchema,
};

export const registrationLead: Lead<StudentRegistration, RegistrationDto> = {
  kind: 'registration',
  entity: 'registration',
  notFound: 'Registration not found.',
  find: findRegistration,
  present: registrationDtos,
  dtoSchema: registrationDtoSchema,
};

/** The lead if it exists, or a 404. */
export async function existingLead<Row, Dto>(
  db: Db,
  lead: Lead<Row, Dto>,
  id: string,
): Promise<Row> {
  const row = await lead.find(db, id);
  if (!row) throw new HttpError(404, lead.notFound);
  return row;
}

/** One lead as the API sends it, fetched afresh, or a 404 if it went meanwhile. */
export async function presentLead<Row, Dto>(
  db: Db,
  lead: Lead<Row, Dto>,
  id: string,
): Promise<Dto> {
  const [dto] = await lead.present(db, [await existingLead(db, lead, id)]);
  if (!dto) throw new HttpError(404, lead.notFound);
  return dto;
}
