import type { Kysely } from 'kysely';

/**
 * The institute's written content may carry a Hindi version of each text field, beside the English
 * one (decision 045): null where there is none, and a page shows the English then. A Markdown body's
 * Hindi is rendered at write time like the English. The site settings are one JSON record, whose new
 * fields come from the defaults, so they need no column.
 */
const hindiColumns: Record<string, string[]> = {
  courses: ['course_title_hi', 'sub_title_hi', 'description_hi', 'prerequisites_hi', 'audience_hi'],
  news: ['news_headline_hi', 'news_description_hi', 'description_html_hi'],
  blog_posts: ['blog_title_hi', 'description_hi', 'description_html_hi'],
  team_members: ['position_hi'],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column a statement.
  for (const [table, columns] of Object.entries(hindiColumns))
    for (const column of columns)
      await db.schema.alterTable(table).addColumn(column, 'text').execute();
}
