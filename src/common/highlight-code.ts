import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

const languages = { bash, c, cpp, css, java, javascript, json, python, sql, typescript, xml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

/**
 * Code as HTML with `hljs-*` spans (its text escaped), or null for a language the highlighter
 * does not know. The blog's renderer on the server and a test's code questions in the browser
 * both highlight through here.
 */
export function highlightCode(code: string, language: string): string | null {
  if (!language || !hljs.getLanguage(language)) return null;
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
