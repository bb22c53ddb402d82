import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#common/schemas/envelope';
import { markdownPreviewDtoSchema, markdownPreviewSchema } from '#common/schemas/markdown';
import { renderMarkdown } from '#server/services/markdown';

/** The editor's preview: Markdown rendered by the same safe renderer as saved bodies (admins). */
export async function markdownRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/preview',
    {
      config: { access: 'admin', audit: false },
      schema: {
        body: markdownPreviewSchema,
        response: { 200: envelope(markdownPreviewDtoSchema) },
      },
    },
    async (request) => ({
      success: true,
      data: { html: renderMarkdown(request.body.markdown.replace(/\r\n?/g, '\n')) },
    }),
  );
}
