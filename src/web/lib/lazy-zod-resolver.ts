import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A form check whose schema (and Zod with it) loads when the visitor starts on the form, not with
 * the page: a public page comes to life sooner, and by the first check the schema is there.
 * Spread `preload` onto the form (`onFocus`).
 */
export function lazyZodResolver<S extends FormSchema>(load: () => Promise<S>) {
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const ready = () =>
    (loaded ??= Promise.all([import('./said-resolver'), load()]).then(
      ([{ zodResolverInPageLanguage }, schema]) =>
        zodResolverInPageLanguage(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ));
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (...args) =>
    (await ready())(...args);
  return { resolver, preload: { onFocus: () => void ready() } };
}
