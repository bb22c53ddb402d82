/**
 * The key of a message the server sends a person, in the catalogue of the server's messages
 * (decision 046): its English with each quoted name, e-mail address and number made a
 * placeholder, so "Use at most 120 characters." and "Use at most 200 characters." are the one
 * message `Use at most {0} characters.`, told with the values it held.
 */
const VARYING = /"[^"]*"|“[^”]*”|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d+(?:,\d+)*(?:\.\d+)?/g;

export function saidKey(text: string): { key: string; values: string[] } {
  const values: string[] = [];
  const key = text.replace(VARYING, (part) => `{${values.push(part) - 1}}`);
  return { key, values };
}

/** The sentences of a message made of several (each looked up alone when the whole is not). */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z])/);
