import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listRoutes } from '../../src/common/access/route-policies';
import { startTestApp, type TestApp } from '../support/test-app';
import { type AccessContext, type AccessRow, accessContext, ROLES } from './access-matrix';

/** Every `*.access.ts` file beside this one contributes its rows: one file per area of the API. */
const rows: AccessRow[] = readdirSync(__dirname)
  .filter((file) => file.endsWith('.access.ts'))
  .flatMap((file) => (require(join(__dirname, file)) as { rows: AccessRow[] }).rows);

describe('who may call every route', () => {
  let test: TestApp;
  let context: AccessContext;
  beforeAll(async () => {
    test = await startTestApp();
    context = await accessContext(test);
  });
  afterAll(() => test.close());

  it('should have exactly one row for every registered route', () => {
    const routes = listRoutes(test.app).map((route) => `${route.method} ${route.path}`).sort();
    expect(rows.map((row) => row.route).sort()).toEqual(routes);
  });

  describe.each(rows.map((row) => [row.route, row] as const))('%s', (_route, row) => {
    it.each(ROLES.map((role) => [role, row.expect[role]] as const))('should answer %s with %p', async (role, status) => {
      const response = await row.call(context, role);
      expect({ status: response.status, body: response.status === status ? 'as expected' : response.body }).toEqual({
        status,
        body: 'as expected',
      });
    });
  });
});
