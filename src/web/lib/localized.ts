/** The languages the institute's content is written in: English, and optionally Hindi. */
export type ContentLanguage = 'en' | 'hi';

/** A record with an English text field and, maybe, its Hindi twin `<field>Hi` (decision 045). */
type WithHindi<Field extends string> = Record<Field, string> &
  Partial<Record<`${Field}Hi`, string | null>>;

/** The field's text in the language asked for: Hindi where it exists, English otherwise. */
export function localized<Field extends string>(
  record: WithHindi<Field>,
  field: Field,
  language: ContentLanguage,
): string {
  const texts: Partial<Record<string, string | null>> = record;
  return (language === 'hi' && texts[`${field}Hi`]) || record[field];
}
