import type { I18n } from '@lingui/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { saidKey, sentencesOf } from '#common/said-key';
import { i18nOf } from './i18n';

/** The words of an answer of the server: its message, and a message per field it refused. */
export interface Said {
  message?: string;
  errors?: Record<string, string>;
}

let hindi: Promise<I18n> | undefined;

/** The Hindi of the server's messages (decision 046), fetched once, when a Hindi page first needs it. */
export const loadHindi = () =>
  (hindi ??= import('../locales/hi/said.po').then(
    ({ messages }) => {
      const i18n = i18nOf('hi');
      i18n.load('hi', messages);
      return i18n;
    },
    (error: unknown) => {
      hindi = undefined; // fetched again next time: the connection may be back
      throw error;
    },
  ));

function lookUp(i18n: I18n, text: string): string | undefined {
  const { key, values } = saidKey(text);
  return key in i18n.messages ? i18n._(key, { ...values }) : undefined;
}

/**
 * A message of the server in Hindi: whole, or else (a message made of others) from its first
 * sentence on, the most sentences the catalogue knows together; English where it knows none.
 */
function inHindi(i18n: I18n, text: string): string {
  const sentences = sentencesOf(text);
  const told: string[] = [];
  for (let start = 0; start < sentences.length;) {
    let end = sentences.length;
    let hindi: string | undefined;
    while (end > start && !(hindi = lookUp(i18n, sentences.slice(start, end).join(' ')))) end--;
    told.push(hindi ?? sentences[start] ?? '');
    start = hindi ? end : start + 1;
  }
  return told.join(' ');
}

/** Puts an answer's message and field messages into Hindi. */
export async function sayInHindi(said: Said): Promise<void> {
  const i18n = await loadHindi().catch(() => undefined);
  if (!i18n) return;
  if (said.message) said.message = inHindi(i18n, said.message);
  if (said.errors) {
    said.errors = Object.fromEntries(
      Object.entries(said.errors).map(([field, message]) => [field, inHindi(i18n, message)]),
    );
  }
}

/** Puts the messages of a form's check (a shared schema's, field by field) into Hindi. */
export async function sayFieldErrorsInHindi<T extends FieldValues>(errors: FieldErrors<T>) {
  const i18n = await loadHindi().catch(() => undefined);
  if (!i18n) return;
  const translate = (error: unknown) => {
    if (typeof error !== 'object' || error === null) return;
    for (const [name, value] of Object.entries(error)) {
      if (name === 'message' && typeof value === 'string')
        (error as { message: string }).message = inHindi(i18n, value);
      else if (name !== 'ref') translate(value);
    }
  };
  translate(errors);
}
