import { z } from 'zod';
import { hindiTwin } from './hindi-text';
import { requiredText } from './required-text';

export const teamMessages = {
  name: 'Member name is required.',
  position: 'Member position is required.',
  image: 'Member image is required.',
  notFound: 'Team member not found.',
} as const;

const position = requiredText(teamMessages.position, 100);

/** Name and position (and the position in Hindi): the text fields of the create form (multipart, with `image`) and the edit (JSON). */
export const teamMemberFieldsSchema = z.object({
  name: requiredText(teamMessages.name, 100),
  position,
  positionHi: hindiTwin(position),
});

export type TeamMemberFields = z.input<typeof teamMemberFieldsSchema>;
export type TeamMemberText = z.output<typeof teamMemberFieldsSchema>;

export const teamMemberDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  position: z.string(),
  /** Null where there is none (decision 045). */
  positionHi: z.string().nullable(),
  /** The image's public URL. */
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TeamMemberDto = z.infer<typeof teamMemberDtoSchema>;
