import type { ExtractedMessage, ExtractorType } from '@lingui/conf';
import ts from 'typescript';
import { saidKey } from '../src/common/said-key';

/**
 * The messages the server or a shared schema can send a person (decision 046), read from the
 * TypeScript of src/server, src/common and web/lib/api.ts for the catalogue of the server's messages
 * (`src/web/locales/{language}/said.po`), each under its key (`#common/said-key`).
 *
 * A message is a text that reads as one (a capital, a space, one line) written where messages
 * are: an argument of `new HttpError` (the web's `ApiError`) or of a Zod check, the value of a `message`, `error` or
 * `refusal` (a parameter `what` or `message` by default), an entry of a `…Messages` table or a
 * `…messages` property, or an UPPER_CASE constant or one named `…Message`. In a template, a number (a name ending in
 * max, count, rows, hours…, sums, `formatInr`) and an e-mail address are the placeholders the key
 * has; a ternary between texts is each of them; any other part is unknown, and only the whole
 * sentences around it are messages (the web looks up a message's sentences one by one when the
 * whole is not in the catalogue).
 */
const SAID_FILES = /[/\\]src[/\\]((server|common)[/\\](?!db[/\\]).*|web[/\\]lib[/\\]api)\.ts$/;
const MESSAGE_NAMES = new Set(['message', 'error', 'refusal', 'what']);
const TABLE = /messages$/i;
const CONSTANT = /^[A-Z][A-Z0-9_]*$|Message$/;
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'int']);
const NUMBER =
  /(max|min|limit|count|minutes|hours|days|seconds|line|row|rows|bytes|size|length|status)$/i;
const UNKNOWN = '\u0000';
const FALLBACKS = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];

/** A table's entries are messages by their place, so one may start in lower case (the spec's "can't send empty review"). */
const readsAsMessage = (text: string, inTable: boolean) =>
  (inTable ? /^[A-Za-z"“]/ : /^[A-Z"“]/).test(text) && / /.test(text) && !/\n/.test(text);
const nameOf = (node: ts.Node) =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined;

/** The texts an expression can be (several for a ternary), UNKNOWN standing for what is not known. */
function textsOf(node: ts.Expression, constants: Map<string, ts.Expression>): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression, constants);
  if (ts.isBinaryExpression(node) && FALLBACKS.includes(node.operatorToken.kind))
    return [...textsOf(node.left, constants), ...textsOf(node.right, constants)];
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return textsOf(node.body, constants);
  if (ts.isConditionalExpression(node))
    return [...textsOf(node.whenTrue, constants), ...textsOf(node.whenFalse, constants)];
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? textsOf(value, constants) : [UNKNOWN];
  }
  if (ts.isTemplateExpression(node)) {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const parts = partsOf(span.expression, constants);
      texts = texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
    }
    return texts;
  }
  return [UNKNOWN];
}

/** What an interpolation stands for in a sample of its message. */
function partsOf(node: ts.Expression, constants: Map<string, ts.Expression>): string[] {
  const code = node.getText().replace(/\?\./g, '.');
  if (ts.isBinaryExpression(node) || ts.isNumericLiteral(node) || NUMBER.test(code)) return ['0'];
  if (/^format(Inr|Rupees)\(/.test(code)) return ['₹0'];
  if (/email$/i.test(code)) return ['a@b.in'];
  return textsOf(node, constants);
}

/** The messages a text stands for: itself, or the whole sentences around its unknown parts. */
const messagesIn = (text: string, inTable: boolean) =>
  (text.includes(UNKNOWN)
    ? text.split(UNKNOWN).flatMap((piece) => piece.split(/(?<=[.!?])\s+/).map((s) => s.trim()))
    : [text]
  ).filter(
    (message) =>
      readsAsMessage(message, inTable) && (!text.includes(UNKNOWN) || /[.!?]$/.test(message)),
  );

/** The message expressions of a file, each with where it is. */
function messageExpressions(file: ts.SourceFile) {
  const constants = new Map<string, ts.Expression>();
  const found: ts.Expression[] = [];
  const inTables = new Set<ts.Expression>();
  const addTable = (table: ts.ObjectLiteralExpression) => {
    for (const property of table.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      if (ts.isObjectLiteralExpression(property.initializer)) addTable(property.initializer);
      else {
        found.push(property.initializer);
        inTables.add(property.initializer);
      }
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const name = nameOf(node.name) ?? '';
      let value = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      constants.set(name, value);
      if (TABLE.test(name) && ts.isObjectLiteralExpression(value)) addTable(value);
      else if (CONSTANT.test(name)) found.push(value);
    } else if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name) ?? '';
      if (TABLE.test(name) && ts.isObjectLiteralExpression(node.initializer))
        addTable(node.initializer);
      else if (MESSAGE_NAMES.has(name)) found.push(node.initializer);
    } else if (ts.isShorthandPropertyAssignment(node) && MESSAGE_NAMES.has(node.name.text)) {
      found.push(node.name);
    } else if (
      ts.isParameter(node) &&
      node.initializer &&
      MESSAGE_NAMES.has(nameOf(node.name) ?? '')
    ) {
      found.push(node.initializer);
    } else if (ts.isNewExpression(node) && /^(Http|Api)Error$/.test(node.expression.getText())) {
      const [, message, errors] = node.arguments ?? [];
      if (message) found.push(message);
      if (errors && ts.isObjectLiteralExpression(errors)) addTable(errors);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ZOD_CHECKS.has(node.expression.name.text)
    ) {
      found.push(...node.arguments);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { constants, found, inTables };
}

/** Each message of a file's code, under its key, once. */
export function saidMessagesOf(filename: string, code: string): ExtractedMessage[] {
  const file = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
  const { constants, found, inTables } = messageExpressions(file);
  const messages = new Map<string, ExtractedMessage>();
  for (const node of found) {
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const texts = textsOf(node, constants);
    for (const message of texts.flatMap((text) => messagesIn(text, inTables.has(node)))) {
      const { key } = saidKey(message);
      if (!messages.has(key))
        messages.set(key, { id: key, message: key, origin: [filename, line] });
    }
  }
  return [...messages.values()];
}

/** The Lingui extractor of the server's messages, for the files of src/server and src/common. */
export const saidMessages: ExtractorType = {
  match: (filename) => SAID_FILES.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const message of saidMessagesOf(filename, code)) onMessageExtracted(message);
  },
};
