import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { KeyObject } from 'node:crypto';
import { limitedHttpServer } from './http-server';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX } from '#common/api';
import type { Config } from './config';
import type { Db } from './db/database';
import { apiDocument } from './features/api-docs/document';
import { apiDocsRoutes } from './features/api-docs/routes';
import { activityRoutes } from './features/audit/routes';
import { admissionSteps } from './features/admission-steps';
import { createRetentionJob } from './features/admissions/retention-job';
import { admissionRoutes } from './features/admissions/routes';
import { blogKind } from './features/articles/blog-kind';
import { newsKind } from './features/articles/news-kind';
import { articleRoutes } from './features/articles/routes';
import { credentialIssuer } from './features/certificates/credential-issuer';
import { payLinks } from './features/payments/pay-links';
import { createReminderJob } from './features/payments/reminder-job';
import { guardianRoutes } from './features/guardians/routes';
import { testsFeatureRoutes } from './features/tests/routes';
import { certificateRoutes } from './features/certificates/routes';
import { credentialPublicationRoutes } from './features/certificates/publication-routes';
import { idCardCheckRoutes } from './features/id-cards/check-routes';
import { idCardRoutes } from './features/id-cards/routes';
import { marksheetPageRoutes } from './features/certificates/marksheets/page-routes';
import { marksheetRoutes } from './features/certificates/marksheets/routes';
import { checkInCodes } from './features/courses/classes/check-in-codes';
import { lessonRoutes } from './features/courses/lessons/routes';
import { courseRoutes } from './features/courses/routes';
import { enquiryRoutes } from './features/enquiries/routes';
import { healthRoutes } from './features/health/routes';
import { markdownRoutes } from './features/markdown/routes';
import type { Channel, ChannelName } from './features/notifications/channels/channel';
import { systemClock, type Clock } from './features/notifications/clock';
import { createNotifications } from './features/notifications/service';
import { messageAdminRoutes } from './features/notifications/admin-routes';
import { messageTemplateRoutes } from './features/notifications/template-routes';
import { notificationWebhookRoutes } from './features/notifications/webhook-routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe-routes';
import { unsubscribeTokens } from './features/notifications/unsubscribe-token';
import { createReconcileJob } from './features/payments/reconcile-job';
import { paymentRoutes } from './features/payments/routes';
import { reviewRoutes } from './features/reviews/routes';
import { renderWithApi, type AppRender } from './features/seo/app-render';
import { languageHeads } from './features/seo/language-heads';
import { createPageRenderer } from './features/seo/page-document';
import { pageStyles } from './features/seo/page-styles';
import { appModules } from './features/seo/app-modules';
import { seoRoutes } from './features/seo/routes';
import { getSiteSettings } from './db/site-settings';
import { settingsRoutes } from './features/settings/routes';
import { visitCounter } from './features/stats/repo';
import { statsRoutes } from './features/stats/routes';
import { teamRoutes } from './features/team/routes';
import { userRoutes } from './features/users/routes';
import { access } from './plugins/access';
import { audit } from './plugins/audit';
import { errorEnvelope } from './plugins/errors';
import { rateLimits } from './plugins/rate-limits';
import { sameSiteWrites } from './plugins/same-site-writes';
import { security } from './plugins/security';
import { responseCache } from './plugins/response-cache';
import { sessions } from './plugins/sessions';
import { textRule } from './plugins/text-rule';
import { uploads } from './plugins/uploads';
import { webApp } from './plugins/web-app';
import { localChangeFeed, redisChangeFeed } from './services/change-feed';
import type { Mailer } from './services/mail';
import { ORPHAN_AGE_MS, SWEEP_EVERY_MS, sweepOrphanedUploads } from './services/orphaned-uploads';
import type { PaymentProvider } from './services/payments';
import type { Storage } from './services/storage';
import './types';
import { indiaToday } from '#common/format';

export interface AppDeps {
  config: Config;
  /** Owned by the app from now on: closed when the app closes. */
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Where messages to people go: WhatsApp, SMS and e-mail (decision 048). */
  channels: Record<ChannelName, Channel>;
  payments: PaymentProvider;
  /**
   * The Ed25519 key that signs certificates' credentials and status lists; e-mails' opt-out links
   * are signed with a key derived from it.
   */
  signingKey: KeyObject;
  /** Folder of public uploads served under /media/; without it they are streamed from storage. */
  mediaRoot?: string;
  /** Folder of the built web app; omit to serve the API only. */
  webRoot?: string;
  /** The web app's server render; without it public pages carry their main text only. */
  appRender?: AppRender;
  logger?: FastifyBaseLogger;
  /** India's date now, YYYY-MM-DD; tests give a day of their own. */
  today?: () => string;
  /** The time now, for messages and check-in codes; tests give one that moves on command. */
  clock?: Clock;
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A cached response leaves before Fastify's work for a request (plugins/response-cache).
    serverFactory: (handler) =>
      limitedHttpServer(
        (request, response) => app.answerFromCache(request, response) || handler(request, response),
      ),
    routerOptions: { ignoreTrailingSlash: true },
    // An address the router cannot read (bad encoding, an overlong id) gets the usual envelope.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      void reply.code(400).send({ success: false, message: 'This address is not valid.' }),
    // One line per API request is logged below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Assets, media and pages stay out of the request log: a page load fetches a dozen files. So do
  // responses sent from the response cache, which plugins/response-cache counts.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX) && !request.answeredFromCache) {
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage);
  app.decorate('mailer', deps.mailer);
  app.decorate('payments', deps.payments);
  app.decorate('today', deps.today ?? indiaToday);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('checkInCodes', checkInCodes(deps.signingKey));
  app.decorate('credentialIssuer', await credentialIssuer(deps.config.PUBLIC_URL, deps.signingKey));
  app.decorate('payLinks', payLinks(deps.config.PUBLIC_URL, deps.signingKey));
  app.decorate('reconcileJob', createReconcileJob(app));
  app.decorate('reminderJob', createReminderJob(app));
  app.decorate('retentionJob', createRetentionJob(app));
  app.decorate(
    'notifications',
    createNotifications({
      db: deps.db,
      config: deps.config,
      channels: deps.channels,
      log: app.log,
      clock: app.clock,
    }),
  );
  // Files a crash left without a record are removed (see sweepOrphanedUploads).
  const sweep = () =>
    sweepOrphanedUploads(deps.db, deps.storage, ORPHAN_AGE_MS)
      .then((removed) => removed.length && app.log.info({ removed }, 'orphaned uploads removed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'orphaned uploads not swept'));
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS).unref();
  app.addHook('onReady', async () => {
    app.reconcileJob.start();
    app.notifications.start();
    app.reminderJob.start();
    app.retentionJob.start();
    void sweep();
  });
  app.addHook('onClose', async () => {
    app.reconcileJob.stop();
    await app.reminderJob.stop();
    await app.retentionJob.stop();
    clearInterval(sweeper);
    await app.notifications.stop();
    await deps.db.destroy();
  });

  await app.register(errorEnvelope);
  await app.register(access);
  // Security headers first: a cached response leaves from the next plugin's first hook.
  await app.register(security, { inlineScriptHashes: deps.appRender?.inlineScriptHashes ?? [] });
  await app.register(responseCache, {
    feed: deps.config.REDIS_URL
      ? redisChangeFeed(deps.config.REDIS_URL, app.log)
      : localChangeFeed(),
  });
  // After responseCache, whose hooks see a response's JSON text before it is compressed.
  await app.register(compress, { threshold: 1024 });
  await app.register(sameSiteWrites);
  await app.register(textRule);
  await app.register(cookie);
  await app.register(uploads);
  await app.register(rateLimits);
  // Before the routes: it collects their definitions as they are added.
  await app.register(apiDocument);
  await app.register(
    async (api) => {
      await api.register(sessions);
      await api.register(audit);
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(statsRoutes);
      await api.register(activityRoutes, { prefix: '/activity' });
      await api.register(userRoutes, { prefix: '/user', signingKey: deps.signingKey });
      await api.register(courseRoutes, { prefix: '/course' });
      await api.register(lessonRoutes, { prefix: '/lessons' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(articleRoutes(newsKind), { prefix: '/news' });
      await api.register(articleRoutes(blogKind), { prefix: '/blog' });
      await api.register(teamRoutes, { prefix: '/team' });
      await api.register(reviewRoutes, { prefix: '/review' });
      await api.register(certificateRoutes, { prefix: '/certificate' });
      await api.register(idCardRoutes, { prefix: '/id-cards' });
      await api.register(markdownRoutes, { prefix: '/markdown' });
      await api.register(enquiryRoutes, { siteSettings: () => getSiteSettings(deps.db) });
      // Its own plugin: it reads the providers' bodies raw, to check their signatures.
      await api.register(notificationWebhookRoutes, { prefix: '/notifications' });
      // Its own plugin too: it reads a mail client's one-click form.
      await api.register(unsubscribeRoutes, {
        prefix: '/notifications',
        tokens: unsubscribeTokens(deps.signingKey),
      });
      await api.register(messageAdminRoutes, { prefix: '/notifications/messages' });
      await api.register(guardianRoutes, { prefix: '/guardians', signingKey: deps.signingKey });
      await api.register(messageTemplateRoutes, { prefix: '/notifications/templates' });
      await api.register(testsFeatureRoutes, { prefix: '/tests' });
      await api.register(admissionRoutes, { prefix: '/admission', steps: admissionSteps });
      await api.register(marksheetRoutes, { prefix: '/marksheet' });
    },
    { prefix: API_PREFIX },
  );
  await app.register(apiDocsRoutes);
  await app.register(seoRoutes);
  await app.register(credentialPublicationRoutes);
  await app.register(idCardCheckRoutes);
  await app.register(marksheetPageRoutes);
  const countVisit = visitCounter(deps.db);
  await app.register(webApp, {
    webRoot: deps.webRoot,
    media: deps.mediaRoot ?? deps.storage,
    onPageView: (request) => countVisit(request.ip, request.headers['user-agent'] ?? ''),
    pages: (template, manifest, readAsset) => {
      const modules = appModules(manifest);
      const render = createPageRenderer(template, {
        appModules: modules.forPage,
        styles: pageStyles(readAsset),
        languageHeads: languageHeads(manifest),
        db: deps.db,
        storage: deps.storage,
        publicUrl: deps.config.PUBLIC_URL,
        renderApp: deps.appRender && renderWithApi(app, deps.appRender.renderApp),
      });
      return { render, json: { [modules.screens.path]: modules.screens.json } };
    },
  });
  return app;
}
