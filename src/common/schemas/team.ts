import { z } from 'zod';
import { requiredText } from './required-text';

export const teamMessages = {
  name: 'Member name is required.',
  position: 'Member position is required.',
  image: 'Member image is required.',
  notFound: 'Team member not found.',
} as const;

/** Name and position: the text fields of the create form (multipart, with `image`) and the edit (JSON). */
export const teamMemberFieldsSchema = z.object({
  name: requiredText(teamMessages.name, 100),
  position: requiredText(teamMessages.position, 100),
});

export type TeamMemberFields = z.input<typeof teamMemberFieldsSchema>;

export const teamMemberDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.string(),
  /** The image's public URL. */
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TeamMemberDto = z.infer<typeof teamMemberDtoSchema>;
