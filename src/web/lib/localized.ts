import type { Language } from '#common/languages';

/** A record with an English text field and, maybe, its Hindi twin `<field>Hi` (decision 045). */
export type WithHindi<Field extends string> = Record<Field, string> &
  Partial<Record<`${Field}Hi`, string | null>>;

/** The field's text in the language asked for: Hindi where it exists, English otherwise. */
export function localized<Field extends string>(
  record: WithHindi<Field>,
  field: Field,
  language: Language,
): string {
  const texts: Partial<Record<string, string | null>> = record;
  return (language === 'hi' && texts[`${field}Hi`]) || record[field];
}
