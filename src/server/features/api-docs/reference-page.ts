import type { OpenAPIV3_1 as OpenApi } from 'openapi-types';
import { REFERENCE_STYLE } from './reference-style';

type Operation = OpenApi.OperationObject & { 'x-access'?: string };
type Response = OpenApi.ResponseObject | OpenApi.ReferenceObject;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const esc = (text: unknown) => String(text).replace(/[&<>"]/g, (c) => escapes[c] ?? c);
/** Plain text with its `code` spans, as the document's descriptions write them. */
const prose = (text: unknown) => esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const json = (value: unknown) => `<pre><code>${esc(JSON.stringify(value, null, 2))}</code></pre>`;

const accessLabels: Record<string, string> = {
  public: 'Anyone',
  user: 'A signed-in user (session cookie or bearer token)',
  admin: 'An admin (session cookie or bearer token)',
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

function typeOf(schema: OpenApi.SchemaObject | undefined): string {
  if (!schema) return '';
  const types = [schema.type ?? (schema.anyOf ? 'one of several' : '')].flat();
  return [...types, schema.format].filter(Boolean).join(', ');
}

function parameters(operation: Operation): string {
  const list = (operation.parameters ?? []) as OpenApi.ParameterObject[];
  if (!list.length) return '';
  const rows = list.map(
    (p) =>
      `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td>` +
      `<td>${p.required ? 'yes' : 'no'}</td><td>${esc(typeOf(p.schema as OpenApi.SchemaObject))}</td></tr>`,
  );
  return (
    '<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>' +
    `<th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function requestBody(operation: Operation): string {
  const body = operation.requestBody as OpenApi.RequestBodyObject | undefined;
  const media = body?.content['application/json'];
  if (!media) return '';
  const schema = media.schema as OpenApi.SchemaObject;
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      `<li><code>${esc(name)}</code> ${esc(typeOf(field as OpenApi.SchemaObject))}` +
      `${required.has(name) ? ' (required)' : ''}</li>`,
  );
  return (
    '<h4>Request body (JSON)</h4>' +
    (fields.length ? `<ul>${fields.join('')}</ul>` : '') +
    `<details><summary>Example request</summary>${json(media.example)}</details>`
  );
}

function responses(operation: Operation, shared: Record<string, OpenApi.ResponseObject>): string {
  const items = Object.entries(operation.responses ?? {}).map(
    ([status, answer]: [string, Response]) => {
      const resolved = '$ref' in answer ? shared[answer.$ref.split('/').pop() ?? ''] : answer;
      const example = resolved?.content?.['application/json']?.example;
      const label = status === 'default' ? 'Other errors' : status;
      return (
        `<li><strong>${esc(label)}</strong>: ${prose(resolved?.description ?? '')}` +
        (example === undefined
          ? ''
          : `<details><summary>Example ${esc(label)}</summary>${json(example)}</details>`) +
        '</li>'
      );
    },
  );
  return `<h4>Responses</h4><ul>${items.join('')}</ul>`;
}

function operationSection(entry: Entry, shared: Record<string, OpenApi.ResponseObject>): string {
  const { method, path, operation } = entry;
  const id = slug(`${method} ${path}`);
  return (
    `<section class="op" aria-labelledby="${id}"><h3 id="${id}"><span class="method">${method}</span> ` +
    `<code>${esc(path)}</code></h3><p>${esc(operation.summary ?? '')}</p>` +
    `<p><strong>Access:</strong> ${esc(accessLabels[operation['x-access'] ?? 'public'] ?? '')}</p>` +
    parameters(operation) +
    requestBody(operation) +
    responses(operation, shared) +
    '</section>'
  );
}

/** The API reference as one HTML page made on the server from the OpenAPI document: no script. */
export function referencePage(document: OpenApi.Document, documentUrl: string): string {
  const entries: Entry[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({
      method: method.toUpperCase(),
      path,
      operation: item?.[method] as Operation,
    })),
  );
  const shared = (document.components?.responses ?? {}) as Record<string, OpenApi.ResponseObject>;
  const groups = (document.tags ?? []).map((tag) => ({
    tag,
    entries: entries.filter((entry) => entry.operation.tags?.includes(tag.name)),
  }));
  const contents = groups
    .map(
      ({ tag, entries: list }) =>
        `<li><a href="#${slug(tag.name)}">${esc(tag.name)}</a> (${list.length})</li>`,
    )
    .join('');
  const sections = groups
    .map(
      ({ tag, entries: list }) =>
        `<section aria-labelledby="${slug(tag.name)}"><h2 id="${slug(tag.name)}">${esc(tag.name)}</h2>` +
        `<p>${esc(tag.description ?? '')}</p>${list.map((entry) => operationSection(entry, shared)).join('')}</section>`,
    )
    .join('');
  const { title, description = '' } = document.info;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${esc(title)} reference</title><style>${REFERENCE_STYLE}</style></head><body>` +
    '<a class="skip" href="#routes">Skip to the routes</a>' +
    `<header><h1>${esc(title)}</h1><p>${prose(description)}</p>` +
    `<p>The whole description, OpenAPI ${esc(document.openapi)}: <a href="${esc(documentUrl)}">${esc(documentUrl)}</a></p>` +
    '<p>Signed-in calls carry the session cookie a log-in sets, or the <code>data.accessToken</code> it answers with as ' +
    '<code>Authorization: Bearer &lt;token&gt;</code>.</p></header>' +
    `<nav aria-label="Groups of routes"><h2>Groups</h2><ul>${contents}</ul></nav>` +
    `<main id="routes">${sections}</main></body></html>`
  );
}
