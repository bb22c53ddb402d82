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
  /** The Hindi versions (migration 0021); null where there is none. */
  news_headline_hi: string | null;
  news_description_hi: string | null;
  description_html_hi: string | null;
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
  /** The Hindi versions (migration 0021); null where there is none. */
  blog_title_hi: string | null;
  description_hi: string | null;
  description_html_hi: string | null;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  position: string;
  image: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The position in Hindi (migration 0021); null where there is none. */
  position_hi: string | null;
}

export type News = Selectable<NewsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type TeamMember = Selectable<TeamMembersTable>;
