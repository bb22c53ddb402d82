import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { hindiHere } from './api';
import { loadHindi, sayFieldErrorsInHindi } from './said';

/**
 * A shared schema's check of a form, its messages in the page's language (decision 046): on a
 * Hindi page the Hindi of the server's messages loads with the check, before a field is refused.
 */
export function zodResolverInPageLanguage<T extends FieldValues>(
  schema: z.ZodType<T, FieldValues>,
): Resolver<FieldValues, unknown, T> {
  const check = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, T>;
  if (!hindiHere()) return check;
  void loadHindi();
  return async (...args) => {
    const result = await check(...args);
    await sayFieldErrorsInHindi(result.errors);
    return result;
  };
}
