import { teamMemberFieldsSchema, teamMessages } from '#common/schemas/team';
import type { z } from 'zod';
import { imageFileSchema } from '#web/lib/file-list-schema';

/** Insert Team Member: name, position and photo. */
export const memberCreateFormSchema = teamMemberFieldsSchema.extend({
  image: imageFileSchema(teamMessages.image),
});

export type MemberCreateInput = z.input<typeof memberCreateFormSchema>;
