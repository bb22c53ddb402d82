import { z } from 'zod';

export const unsubscribeMessages = {
  invalidLink:
    'This unsubscribe link is not valid. Use the link at the end of one of our e-mails, or write to us.',
  unsubscribed: 'You are unsubscribed. We will send no more e-mails to this address.',
} as const;

/** The signed token of an e-mail's opt-out link. */
const token = z.string().max(2000, unsubscribeMessages.invalidLink);

/** `?token=…`: the link's own address, as mail clients POST to it and the page reads it. */
export const unsubscribeQuerySchema = z.object({ token: token.optional() });

/**
 * The POST's body: RFC 8058's one-click form (`List-Unsubscribe=One-Click`, the token in the
 * address), or the page's JSON with the token.
 */
export const unsubscribeBodySchema = z
  .object({ token: token.optional(), 'List-Unsubscribe': z.string().optional() })
  .nullish();

/** What the page shows before the button: the address, and whether it is already unsubscribed. */
export const unsubscribeDtoSchema = z.object({
  address: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeDto = z.infer<typeof unsubscribeDtoSchema>;
