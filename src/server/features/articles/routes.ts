import type { FastifyInstance } from 'fastify';
import { auditEntity } from '#server/plugins/audit';
import { articleAdminRoutes } from './admin-routes';
import type { ArticleKind } from './kind';
import { articleReadRoutes } from './read-routes';
import { articleTableRoutes } from './table-routes';

/** Every route of one kind of article, under its own prefix (`/blog`, `/news`). */
export function articleRoutes(kind: ArticleKind) {
  return async (app: FastifyInstance): Promise<void> => {
    auditEntity(app, kind.audit.entity);
    await app.register(articleReadRoutes(kind));
    await app.register(articleAdminRoutes(kind));
    await app.register(articleTableRoutes(kind));
  };
}
