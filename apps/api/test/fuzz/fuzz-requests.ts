import { readdirSync } from 'node:fs';
import { EntityManager } from '@mikro-orm/core';
import fc from 'fast-check';
import { FamiliesService } from '../../src/admissions/families/families.service';
import { AuditService } from '../../src/audit/audit.service';
import { listRoutes } from '../../src/common/access/route-policies';
import { rowCounter } from '../support/database';
import { ADMIN, bearer, logIn, signUp, type TestApp } from '../support/test-app';

/**
 * Property-based fuzzing of every route the app registered (Nest's router, not a hand list), with the
 * field names each route documents in its OpenAPI description. Each generated request is malformed in
 * some way: path parameters, query, body encoding, body fields, multipart parts, headers. Properties:
 * never a 5xx, an answer within the timeout, and a refused request (4xx) writes no row and keeps no file.
 */

/**
 * The tables whose rows record a refusal itself: a wrong password (signing in, or confirming one's own password
 * before a change) and a wrong second-step code are counted so guessing slows down. Such a row is what a refused
 * request must write; every other table must stay as it was.
 */
const REFUSAL_RECORDS = ['failed_sign_ins', 'failed_second_steps'];
/**
 * The one refusal that writes by design: staff asking for a test letter before their address is verified get a 409
 * EMAIL_NOT_VERIFIED and a link to verify it (one mail in the outbox, no more than one per cooldown, counted among the
 * mails the address got without asking).
 */
const NOT_VERIFIED_RECORDS = ['mail_outbox', 'unsolicited_mails'];
const withoutRefusalRecords = (counts: Record<string, number>, code?: string) =>
  Object.fromEntries(Object.entries(counts).filter(([table]) => !REFUSAL_RECORDS.includes(table) && !(code === 'EMAIL_NOT_VERIFIED' && NOT_VERIFIED_RECORDS.includes(table))));

export interface FuzzOptions {
  seed: number;
  count: number;
  /** An answer slower than this counts as a hang. */
  timeoutMs?: number;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  routes: number;
  /** Milliseconds spent waiting on each route's answers, slowest first. */
  slowest: [string, number][];
}

interface Route {
  method: string;
  path: string;
  /** Field names the route documents: body properties, query and path parameters. */
  fields: string[];
}

type BodyPart = { name: string; value: string } | { name: string; file: Uint8Array; filename: string; type: string };

interface FuzzRequest {
  route: Route;
  caller: 'anonymous' | 'family' | 'admin' | 'garbage-token';
  params: string[];
  query: [string, string][];
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; text: string }
    | { kind: 'multipart'; parts: BodyPart[] };
}

/** Values that have broken servers before: injections, traversal, odd numbers, odd encodings, ids that exist. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  '%00',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  '"; DROP TABLE user_account; --',
  '{"$ne":null}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '\uD800',
  '\uFEFF',
  '🎒'.repeat(50),
  'a'.repeat(5000),
  'blogs/',
  'blogs/../users',
  'comments/x/comments/y',
  'users/1',
];

const nastyString = (ids: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
    { weight: 2, arbitrary: fc.constantFrom(...ids) },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => `blogs/${id}`) },
  );

const nastyValue = (ids: string[]): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      nastyString(ids),
      fc.integer(),
      fc.double(),
      fc.constantFrom(0, -1, 1, 2, 3, 1.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'id', 'accessLevel')), tie('value'), {
        maxKeys: 4,
      }),
    ),
  })).value;

/** An object using the route's own field names (and a few it never takes), with nasty values. */
const fieldsObject = (route: Route, ids: string[]) =>
  fc.dictionary(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...route.fields, 'id') }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
    nastyValue(ids),
    { maxKeys: 6 },
  );

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined');

/** A few bytes that start like a picture, or nothing like one. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  fc.uint8Array({ maxLength: 64 }).map((tail) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...tail])),
  fc.uint8Array({ maxLength: 64 }).map((tail) => Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...tail])),
  fc.constant(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  fc.constant(new TextEncoder().encode('GIF89a<script>alert(1)</script>')),
);

const FILE_FIELDS = ['image', 'images', 'profileImage', 'file', 'picture'];

function requestArbitrary(routes: Route[], ids: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(route),
      caller: fc.constantFrom('anonymous', 'family', 'admin', 'garbage-token'),
      params: fc.array(nastyString(ids), { minLength: 3, maxLength: 3 }),
      query: fc.array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...route.fields, 'query', 'limit', 'offset', 'showDeleted'), fc.string({ maxLength: 8 })),
          fc.oneof(
            nastyString(ids),
            fieldsObject(route, ids).map((value) => JSON.stringify(value)),
            fc.constantFrom('{"limit":-1}', '{"limit":1e9}', '{"offset":"x"}', '{"limit":[1,2]}', '{'),
          ),
        ),
        { maxLength: 4 },
      ),
      body: fc.oneof(
        fc.constant({ kind: 'none' as const }),
        fc.oneof(fieldsObject(route, ids), nastyValue(ids)).map((value) => ({ kind: 'json' as const, value })),
        fc
          .record({
            contentType: fc.constantFrom(
              'application/json',
              'application/json; charset=utf-16',
              'application/x-www-form-urlencoded',
              'text/plain',
              'multipart/form-data',
              'multipart/form-data; boundary=x',
              'application/xml',
            ),
            text: fc.oneof(
              fc.string({ maxLength: 60 }),
              fc.constantFrom('{', '{"id":', '[', 'null', '"', '{"__proto__":{"accessLevel":1}}', '{"constructor":{"prototype":{"admin":true}}}', 'a=1&a=2&id[]=x', '--x\r\n'),
              fieldsObject(route, ids).map((value) => new URLSearchParams(Object.entries(value).map(([k, v]) => [k, asText(v)])).toString()),
            ),
          })
          .map(({ contentType, text }) => ({ kind: 'raw' as const, contentType, text })),
        fc
          .array(
            fc.oneof(
              fc.record({
                name: fc.constantFrom(...route.fields, 'payload', 'data', 'id'),
                value: fc.oneof(nastyString(ids), fieldsObject(route, ids).map((value) => JSON.stringify(value))),
              }),
              fc.record({
                name: fc.oneof(fc.constantFrom(...FILE_FIELDS), fc.string({ maxLength: 6 })),
                file: fileBytes,
                filename: fc.constantFrom('a.png', 'b.jpg', '../../x.png', 'x.svg', 'x.html', '', 'é.gif', 'a'.repeat(300)),
                type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream'),
              }),
            ),
            { maxLength: 5 },
          )
          .map((parts) => ({ kind: 'multipart' as const, parts })),
      ),
    }),
  );
}

/** Field names per route, read from the app's own OpenAPI description (every body, query and path parameter). */
function documentedFields(document: { paths: Record<string, Record<string, unknown>> }, method: string, path: string): string[] {
  const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') Object.keys(record.properties).forEach((name) => names.add(name));
    if (typeof record.name === 'string' && typeof record.in === 'string') names.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(operation);
  return [...names];
}

/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD for it. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

function describeRequest(request: FuzzRequest, url: string): string {
  return JSON.stringify({ method: request.route.method, url, caller: request.caller, body: request.body }, (_key, value) =>
    value instanceof Uint8Array ? `<${value.length} bytes>` : value,
  ).slice(0, 2000);
}

/** Runs `count` generated requests one after another over real HTTP (keep-alive), checking the properties. */
export async function fuzzRequests(test: TestApp, { seed, count, timeoutMs = 10_000 }: FuzzOptions): Promise<FuzzReport> {
  const document = (await test.http().get('/api/docs-json').expect(200)).body;
  const routes: Route[] = listRoutes(test.app).map(({ method, path }) => ({ method, path, fields: documentedFields(document, method, path) }));

  // Real things to aim at, so some requests reach past "not found": a post, a comment, a testimonial.
  const godToken = await logIn(test, ADMIN.email, ADMIN.password);
  const family = await signUp(test, { fname: 'Fuzz' });
  const post = await test.http().post('/api/blogs').set(bearer(godToken)).send({ title: 'Fuzz target', text: 'A post.' }).expect(201);
  const comment = await test
    .http()
    .post('/api/comments')
    .set(bearer(family.token))
    .send({ comment: 'A comment.', parentDocPath: `blogs/${post.body.blog.id}` })
    .expect(201);
  const testimonial = await test.http().post('/api/testimonials').set(bearer(family.token)).send({ text: 'Kind words.' }).expect(201);
  // A family on the admissions record whose guardian is the fuzzing family's account, with a student (issue 41).
  const families = new FamiliesService(test.app.get(EntityManager).fork(), test.app.get(AuditService));
  const guardian = await families.familyFor({ name: 'Fuzz Family', email: 'fuzz.guardian@families.example', verified: true, userId: family.user.id });
  const student = await families.addStudent(guardian.family.id, { firstName: 'Fuzzy' });
  const ids = [post.body.blog.id, comment.body.comment.id, testimonial.body.testimonial.id, guardian.family.id, guardian.guardian.id, student.id];
  const tokens = { anonymous: undefined, family: family.token, admin: godToken, 'garbage-token': 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' };

  const counts = rowCounter(test);
  const byStatus: Record<string, number> = {};
  let requests = 0;
  // Requests go one at a time, so the counts after one request are the counts before the next: one query each.
  let rowsBefore = await counts();
  const timeByRoute = new Map<string, number>();

  await fc.assert(
    fc.asyncProperty(requestArbitrary(routes, ids), async (request) => {
      let param = 0;
      const path = request.route.path.replace(/:\w+/g, () => encodeURIComponent(wellFormed(request.params[param++] ?? 'x')));
      const query = new URLSearchParams(request.query.map(([key, value]) => [key, value])).toString();
      const url = `${test.url}${path}${query ? `?${query}` : ''}`;
      const headers: Record<string, string> = {};
      const token = tokens[request.caller];
      if (token) headers.Authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (request.body.kind === 'json') {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body.value) ?? 'null';
      } else if (request.body.kind === 'raw') {
        headers['Content-Type'] = request.body.contentType;
        body = request.body.text;
      } else if (request.body.kind === 'multipart') {
        const form = new FormData();
        for (const part of request.body.parts) {
          if ('file' in part) form.append(part.name, new Blob([Buffer.from(part.file)], { type: part.type }), part.filename);
          else form.append(part.name, part.value);
        }
        body = form;
      }
      const withBody = request.route.method !== 'GET' && request.route.method !== 'HEAD';
      const multipart = request.body.kind === 'multipart' || (request.body.kind === 'raw' && request.body.contentType.startsWith('multipart'));
      const filesBefore = multipart ? countFiles(test.config.uploadsDir) + countFiles(test.config.tmpDir) : 0;

      let status: number;
      let code: string | undefined;
      const sent = performance.now();
      try {
        const response = await fetch(url, {
          method: request.route.method,
          headers,
          body: withBody ? body : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        status = response.status;
        if (status === 409) code = (JSON.parse(text) as { code?: string }).code;
      } catch (error) {
        throw new Error(`No answer within ${timeoutMs} ms (${(error as Error).message}): ${describeRequest(request, url)}`, { cause: error });
      }
      requests += 1;
      const routeKey = `${request.route.method} ${request.route.path}`;
      timeByRoute.set(routeKey, (timeByRoute.get(routeKey) ?? 0) + performance.now() - sent);
      byStatus[`${Math.floor(status / 100)}xx`] = (byStatus[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
      if (status >= 500) throw new Error(`Answered ${status}: ${describeRequest(request, url)}`);
      const rowsAfter = await counts();
      const changedRows = JSON.stringify(withoutRefusalRecords(rowsAfter, code)) !== JSON.stringify(withoutRefusalRecords(rowsBefore, code));
      rowsBefore = rowsAfter;
      if (status >= 400) {
        if (changedRows) {
          throw new Error(`Refused with ${status} but rows changed (now ${JSON.stringify(rowsAfter)}): ${describeRequest(request, url)}`);
        }
        if (multipart) {
          const filesAfter = countFiles(test.config.uploadsDir) + countFiles(test.config.tmpDir);
          if (filesAfter !== filesBefore) throw new Error(`Refused with ${status} but left ${filesAfter - filesBefore} file(s): ${describeRequest(request, url)}`);
        }
      }
    }),
    { seed, numRuns: count, endOnFailure: true },
  );
  const slowest = [...timeByRoute.entries()].sort((a, b) => b[1] - a[1]).map(([route, ms]): [string, number] => [route, Math.round(ms)]);
  return { requests, byStatus, routes: routes.length, slowest };
}
