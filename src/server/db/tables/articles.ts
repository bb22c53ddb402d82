import type { Selectable } from 'kysely';
import type { Flag, Timestamp } from './columns';

/* News, blog posts and the team. */

export interface NewsTable {
  id: string;
  news_image: string;
  news_headline: string;
  /** Markdown. */
  news_description: string;
  /** The Markdown rendered at write time. */
  description_html: string;
  is_published: Flag;
  /** When it was first published; null for a draft never published. */
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: string;
  blog_image: string;
  blog_title: string;
  instructor: string;
  blog_type: string;
  /** Markdown. */
  description: string;
  /** The Markdown rendered at write time. */
  description_html: string;
  is_published: Flag;
  /** When it was first published; null for a draft never published. */
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  position: string;
  image: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type News = Selectable<NewsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type TeamMember = Selectable<TeamMembersTable>;
