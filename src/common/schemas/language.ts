import { z } from 'zod';
import { LANGUAGES } from '../languages';

/** The refusal of a language the site does not have. */
export const languageMessage = 'Choose English or Hindi as the language.';

/**
 * The language a person reads the site and their e-mails in (decision 047): a user's, or the
 * page's a visitor wrote from.
 */
export const languageSchema = z.enum(LANGUAGES, { error: languageMessage });
