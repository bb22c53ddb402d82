import { z } from 'zod';

/**
 * An address a mail can be sent to: a mailbox name of letters, digits (of any script: an address
 * may be written in Hindi) and the few signs addresses use, dots only between them; a domain of
 * such labels with a dot. No spaces, control characters, quotes, angle brackets or brackets, so no
 * markup and no second address.
 */
const EMAIL_ADDRESS =
  /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+)*@[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?(?:\.[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?)+$/u;

/**
 * The one rule for an e-mail address, wherever one is typed (sign-up, profile, contact form,
 * converting a registration): trimmed, checked, stored in lower case; `message` when wrong.
 */
export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .regex(EMAIL_ADDRESS, message)
    .transform((email) => email.toLowerCase());
