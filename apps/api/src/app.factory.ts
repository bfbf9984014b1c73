import { type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AccountCacheService } from './auth/account-cache.service';
import { GLOBAL_PREFIX, UNPREFIXED_ROUTES } from './common/access/global-prefix';
import { ErrorBodyFilter } from './common/errors/error-body.filter';
import { serveCachedAnonymousResponses } from './common/http-cache/anonymous-cache.middleware';
import { compressResponses, defaultApiCacheControl } from './common/http-cache/delivery.middleware';
import { pictureOrigins } from './common/storage/serve-uploads';
import type { Config } from './config/config';
import { DatabaseService } from './database/database.service';
import { SampleContentService } from './sample-content/sample-content.service';
import { serveSite } from './site/serve-site';
import { FirstAdminService } from './users/first-admin.service';

/** JSON bodies up to this size are read; a bulk moderation of 1,000 ids is about 40 KB. */
const JSON_BODY_LIMIT = '1mb';

export interface AppOptions {
  logger?: LogLevel[] | false;
}

/** The whole application, migrated and seeded, ready to listen. Used by main.ts and by every test suite. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.setGlobalPrefix(GLOBAL_PREFIX, { exclude: UNPREFIXED_ROUTES });
  app.useGlobalFilters(new ErrorBodyFilter());
  // Bearer tokens, never cookies: a page on another origin (the staff console) can call the API but
  // cannot act as anyone without the token, so CORS can be open.
  app.enableCors({ origin: '*', maxAge: 600 });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...pictureOrigins(config)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
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
  compressResponses(app);
  defaultApiCacheControl(app);
  const accounts = app.get(AccountCacheService);
  serveCachedAnonymousResponses(app, (authorization) => accounts.knownViewer(authorization));
  serveSite(app, config);

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
  } catch (error) {
    // Let go of the database and every other resource, so a failed start leaves nothing running.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
