import { Controller, Get, Module } from '@nestjs/common';
import { PIPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { Endpoint } from '../src/common/endpoint/endpoint.decorator';
import { ErrorBodyFilter } from '../src/common/errors/error-body.filter';
import { RouteSchemaPipe } from '../src/common/validation/schema.pipe';
import { listRoutes } from '../src/common/access/route-policies';
import { loadConfig } from '../src/config/config';
import { freshDataStore } from './support/database';
import { startTestApp, type TestApp } from './support/test-app';

describe('route policies', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it('should find the routes of every module', () => {
    const paths = listRoutes(test.app).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['POST /api/auth/login', 'DELETE /api/users', 'GET /api/health']));
  });

  it('should have every registered route declare who may call it', () => {
    const undeclared = listRoutes(test.app).filter((route) => !route.policy);
    expect(undeclared.map((route) => `${route.method} ${route.path} (${route.handler})`)).toEqual([]);
  });

  // @Endpoint's `body` and `query` are the one place a route names its schemas: a `@Body()` or `@Query()` on a route
  // without one would reach the handler unchecked.
  it('should have every route that reads a body or a query check it with a schema its @Endpoint names', () => {
    const CHECKED = { [RouteParamtypes.BODY]: 'body', [RouteParamtypes.QUERY]: 'query' } as const;
    const unchecked = listRoutes(test.app).flatMap(({ controller, methodName, method, path, handler }) => {
      const args: Record<string, { index: number; data?: string }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {};
      const pipes: unknown[] = Reflect.getMetadata(PIPES_METADATA, controller.prototype[methodName as keyof object]) ?? [];
      return Object.entries(args).flatMap(([key, { data }]) => {
        const type = CHECKED[Number(key.split(':')[0]) as keyof typeof CHECKED];
        if (!type || pipes.some((pipe) => pipe instanceof RouteSchemaPipe && pipe.checks({ type, data }))) return [];
        return [`${method} ${path} (${handler}): @${type === 'body' ? 'Body' : 'Query'}(${data ?? ''})`];
      });
    });
    expect(unchecked).toEqual([]);
  });

  it('should list every route and its policy in the OpenAPI description', async () => {
    const document = (await test.http().get('/api/docs-json').expect(200)).body;
    for (const route of listRoutes(test.app)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect({ route: route.handler, access: operation?.['x-access'] }).toEqual({ route: route.handler, access: expect.any(String) });
    }
  });
});

describe('a route added without a policy', () => {
  @Controller('forgotten')
  class ForgottenController {
    @Get()
    secrets() {
      return { secret: 'the staff room code' };
    }

    @Endpoint({ method: 'GET', path: 'open', access: 'public', summary: 'An open route' })
    open() {
      return { ok: true };
    }
  }

  @Module({ controllers: [ForgottenController] })
  class ForgottenModule {}

  it('should be reported by the walk and stay closed', async () => {
    const store = await freshDataStore('trailside-policy-');
    const config = loadConfig({ NODE_ENV: 'test', ...store.env, ADMIN_PASSWORD: 'policy-test-pass', SAMPLE_CONTENT: 'false' });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config), ForgottenModule] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ErrorBodyFilter());
    await app.init();
    try {
      const undeclared = listRoutes(app).filter((route) => !route.policy);
      expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /api/forgotten']);

      const response = await request(app.getHttpServer()).get('/api/forgotten').expect(500);
      expect(response.body.code).toBe('NO_ACCESS_POLICY');
      expect(JSON.stringify(response.body)).not.toContain('staff room');
      await request(app.getHttpServer()).get('/api/forgotten/open').expect(200);
    } finally {
      await app.close();
      await store.remove();
    }
  });
});
