import type { ActivityEntity } from '#common/schemas/activity';
import type { z } from 'zod';
import type { Db } from '#server/db/database';
import type { AuditFields } from '#server/plugins/audit-summary';
import type { Storage } from '#server/services/storage';
import type { ListView } from '../list-view';
import type { ArticleChanges, ArticleRow, ArticleTable } from './repo';

/**
 * One kind of article (the blog's posts, the news): the same routes, lookups and writes serve
 * each, and what differs is here: its table and columns, and the names the spec gives its API
 * paths, fields and answers.
 */
export interface ArticleKind<
  T extends ArticleTable = ArticleTable,
  Text extends { isPublished?: boolean } = { isPublished?: boolean },
  Dto extends z.ZodType = z.ZodType,
> {
  table: T;
  /** The first segment of its API paths and the folder of its pictures. */
  name: 'blog' | 'news';
  /** How its answers' messages name it: `Blog created`. */
  noun: string;
  /** The multipart field holding the picture. */
  imageField: string;
  messages: { image: string; notFound: string };
  /** The paths of its writes; `:id` is the article's. */
  paths: { create: string; image: string; remove: string };
  createSchema: z.ZodType<Text & { isPublished: boolean }>;
  /** The text edit; publish state stays as it is when left out. */
  updateSchema: z.ZodType<Text>;
  dto: Dto;
  // Methods, not function fields: a route given any kind passes each the kind's own row.
  toDto(storage: Storage, row: ArticleRow<T>): z.output<Dto>;
  /** The columns the text fields are written to, the Markdown body rendered too. */
  textColumns(fields: Text): Partial<ArticleChanges<T>>;
  imageColumns(key: string): Partial<ArticleChanges<T>>;
  imageOf(row: ArticleRow<T>): string;
  titleOf(row: ArticleRow<T>): string;
  /** What the activity log calls one, and how it shows its columns. */
  audit: { entity: ActivityEntity; fields: AuditFields };
  /** What the activity log says of a row created or deleted, beside its title. */
  facts(row: ArticleRow<T>): object;
  /** The lists' answers hold the rows under this field: `{ news: [...] }`. */
  listKey: string;
  /** The types its articles are sorted into, which the lists filter by and name (the blog's). */
  types?: { column: string; read: (db: Db, publishedOnly: boolean) => Promise<string[]> };
  /** The admins' table and its export. */
  view: ListView;
  csv: { header: string; value(row: ArticleRow<T>): string | number | null }[];
}
