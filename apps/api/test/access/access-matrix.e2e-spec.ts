import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { listRoutes } from '../../src/common/access/route-policies';
import { startTestApp, type TestApp } from '../support/test-app';
import { type AccessContext, type AccessRow, accessContext, ROLES, type Role, tableExpectation } from './access-matrix';

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

  it('should take the expectations of exactly the routes that name a permission from the access table', () => {
    const named = listRoutes(test.app).filter((route) => typeof route.policy === 'object').map((route) => `${route.method} ${route.path}`).sort();
    expect(rows.filter((row) => row.expect === 'from-table').map((row) => row.route).sort()).toEqual(named);
  });

  /** A row's status for a role: as written, or what the access table says under the permission the route names. */
  function expected(row: AccessRow, role: Role): number {
    if (row.expect !== 'from-table') return row.expect[role];
    const policy = listRoutes(test.app).find((route) => `${route.method} ${route.path}` === row.route)?.policy;
    if (typeof policy !== 'object') throw new Error(`${row.route} names no permission`);
    return tableExpectation(policy.permission)[role];
  }

  describe.each(rows.map((row) => [row.route, row] as const))('%s', (_route, row) => {
    it.each(ROLES)('should answer %s as expected', async (role) => {
      const status = expected(row, role);
      const response = await row.call(context, role);
      expect({ status: response.status, body: response.status === status ? 'as expected' : response.body }).toEqual({
        status,
        body: 'as expected',
      });
    });
  });
});
