import type { ComponentType } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { Column } from '#web/components/data-table';
import type { ListFilter } from '#web/components/list-toolbar';
import type { ArticleSource } from '../api/article-source';
import type { ArticleText } from '../api/create-article';

/** What every article answer holds, whatever its kind calls its other fields. */
export interface ArticleBase {
  _id: string;
  isPublished: boolean;
  createdAt: string;
}

export interface ArticleFieldsProps {
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors;
  /** Reads a field as typed now: a body, for its preview. */
  currentText: (name: string) => string;
}

/**
 * One kind of article as the admin screens show it: the same list, insert and update screens
 * serve each, and what differs is here (its fields, columns and every word on its screens).
 */
export interface AdminArticleKind<Dto extends ArticleBase> {
  source: ArticleSource<Dto>;
  /** An article of the kind in the shared screens' English messages: "post", "news item". */
  item: string;
  paths: { list: string; create: string; edit: (id: string) => string };
  /** Its text fields and publish switch, on the insert and update screens. */
  Fields: ComponentType<ArticleFieldsProps>;
  /** The update screen's text form: the text fields and the publish switch. */
  textSchema: z.ZodType<ArticleText, FieldValues>;
  /** The insert screen's form: the text form plus the picture. */
  createSchema: z.ZodType<FieldValues, FieldValues>;
  /** The insert screen's text before the admin types, published unless they untick it. */
  empty: ArticleText;
  textOf: (article: Dto) => ArticleText;
  list: {
    title: string;
    intro: string;
    add: string;
    caption: string;
    emptyText: string;
    noMatchText: string;
    searchHint: string;
    titleColumn: { header: string; sortKey: string };
    /** The kind's own columns, between the title and the status. */
    ownColumns: Column<Dto>[];
    /** The kind's own filters, after the status, given the types the table's answer names. */
    ownFilters: (types: string[]) => ListFilter[];
    remove: { title: string; consequence: string };
  };
  insert: {
    title: string;
    intro: string;
    action: string;
    imageHint: string;
    created: string;
    refused: string;
    failed: string;
  };
  update: {
    title: string;
    intro: string;
    action: string;
    imageTitle: string;
    back: string;
    textTitle: string;
    updated: string;
    failed: string;
    missingImage: string;
  };
}
