interface ArticleBodyProps {
  /** HTML rendered from Markdown by the server's safe renderer (no raw HTML, no scripts). */
  html: string;
}

/** The body of a news item or blog post: headings, lists, tables and highlighted code. */
export function ArticleBody({ html }: ArticleBodyProps) {
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
