import type { Server } from 'node:http';
import { type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AccountCacheService } from './identity/sign-in/account-cache.service';
import { GLOBAL_PREFIX, UNPREFIXED_ROUTES } from './common/access/global-prefix';
import { ErrorBodyFilter } from './common/errors/error-body.filter';
import { NullCharacterPipe } from './common/validation/null-characters';
import { MailOutboxService } from './common/mail/mail-outbox.service';
import { MailScheduleService } from './mailing/mail-schedule.service';
import { serveCachedAnonymousResponses } from './common/http-cache/anonymous-cache.middleware';
import { ContentScheduleService } from './common/http-cache/content-schedule.service';
import { compressResponses, defaultApiCacheControl } from './common/http-cache/delivery.middleware';
import { pictureOrigins } from './common/storage/serve-uploads';
import type { Config } from './config/config';
import { DatabaseService } from './database/database.service';
import { SampleContentService } from './sample-content/sample-content.service';
import { serveSite } from './site/serve-site';
import { SiteRenderer } from './site/site-renderer';
import { FirstAdminService } from './identity/people/first-admin.service';

/** JSON bodies up to this size are read; a bulk moderation of 1,000 ids is about 40 KB. */
const JSON_BODY_LIMIT = '1mb';

export interface AppOptions {
  logger?: LogLevel[] | false;
}

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

/** The whole application, migrated and seeded, ready to listen. Used by main.ts and by every test suite. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  // Behind a reverse proxy the connection comes from the proxy: TRUST_PROXY lets req.ip (and so every rate limit)
  // be the visitor's address from X-Forwarded-For, read only as far back as the trusted proxies go.
  if (config.trustProxy !== false) app.set('trust proxy', config.trustProxy);
  // A client keeps its connection open for the next request. Node closes an idle one after 5 s, and a request
  // sent on it just then meets a closed socket (ECONNRESET), which a client need not retry for a POST. Kept a
  // minute, past the idle limit of the usual proxies and HTTP clients, the client is the one that closes.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // Express names itself on every answer unless told not to; helmet also drops the header, but only from answers
  // that pass through it.
  app.disable('x-powered-by');
  const site = new SiteRenderer(config.siteDir, config.publicUrl);
  // First of all the middleware, before the body parsers: a body refused while it is read (JSON that does not
  // parse, one too large, an unknown charset) is answered from there, and must carry these headers too.
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...pictureOrigins(config)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The built site's boot script, which index.html runs inline, is allowed by its hash, and nothing else inline.
          scriptSrc: ["'self'", () => site.scriptSources()],
          connectSrc: ["'self'"],
          frameAncestors: ["'self'"],
          // The home page's video popup embeds YouTube's privacy-enhanced player, and nothing else.
          frameSrc: ['https://www.youtube-nocookie.com'],
          objectSrc: ["'none'"],
          // The school may serve plain http on its own network; https is the reverse proxy's job.
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: config.production,
      // Pictures under /uploads are shown by the staff console too, which runs on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.setGlobalPrefix(GLOBAL_PREFIX, { exclude: UNPREFIXED_ROUTES });
  app.useGlobalFilters(new ErrorBodyFilter());
  app.useGlobalPipes(new NullCharacterPipe());
  // Only the configured origins (the site's own and the staff console's, or CORS_ORIGINS) may read the
  // API's answers from a browser; a request from any other page gets no Access-Control-Allow-Origin.
  app.enableCors({
    origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
    maxAge: 600,
    exposedHeaders: ['Retry-After', 'ETag'],
  });
  // After helmet and CORS, so a body refused as it is read gets their headers (and the console can read why).
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  compressResponses(app);
  defaultApiCacheControl(app);
  const accounts = app.get(AccountCacheService);
  serveCachedAnonymousResponses(app, (authorization) => accounts.knownViewer(authorization));
  serveSite(app, config, site);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Trailside Montessori K-8 API')
      .setDescription(
        'Every endpoint of the school website. Errors always have the shape { statusCode, code, message }. ' +
          'Each operation says who may call it (x-access); send the token from login in the header "Authorization: Bearer" followed by the token.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  try {
    await app.init();
    const database = app.get(DatabaseService);
    await database.startingAlone(async () => {
      const { fresh } = await database.migrate();
      await app.get(FirstAdminService).ensureFirstAdmin();
      if (fresh && config.sampleContent) await app.get(SampleContentService).seed();
    });
    // Mails that waited while the API was stopped go now; the rest when their retry time comes.
    app.get(MailOutboxService).start();
    // When notices, flyers and the calendar next change by the clock, read from the migrated database.
    app.get(ContentScheduleService).start();
    // The weekly letter, notices as they start, the staff's "items waiting": mail due by the clock.
    app.get(MailScheduleService).start();
  } catch (error) {
    // Let go of the database and every other resource, so a failed start leaves nothing running.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
