import { localized, type WithHindi } from './localized';
import { useLanguage } from './use-language';

/**
 * `localized` in the page's language: a text the institute wrote, in Hindi on a Hindi page where
 * it has one.
 */
export function useLocalized() {
  const language = useLanguage();
  return <Field extends string>(record: WithHindi<Field>, field: Field) =>
    localized(record, field, language);
}
