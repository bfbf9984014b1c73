import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA, PIPES_METADATA } from '@nestjs/common/constants';
import { type PipeTransform, RequestMethod } from '@nestjs/common';
import { z } from 'zod';
import { AUDITED, AuditInterceptor, type AuditSpec } from '../../audit/audit.interceptor';
import { ACCESS_POLICY } from '../access/access-policy';
import { INVALIDATES_CACHE_TAGS, InvalidateCacheInterceptor, PUBLIC_CACHE_TAGS, PublicCacheInterceptor, SHARED_WITH_SIGNED_IN } from '../http-cache/http-cache.interceptors';
import { UploadGuardInterceptor } from '../storage/upload-guard.interceptor';
import { jsonQueryParam, queryParams } from '../validation/query-params';
import { Endpoint, type EndpointSpec } from './endpoint.decorator';

const audit: AuditSpec = { describe: () => null };

/** The metadata Nest reads from a handler that carries `spec`. */
function decorated(spec: EndpointSpec) {
  class Probe {
    handler() {}
  }
  const descriptor = Object.getOwnPropertyDescriptor(Probe.prototype, 'handler') as PropertyDescriptor;
  Endpoint(spec)(Probe.prototype, 'handler', descriptor);
  const read = (key: string): unknown => Reflect.getMetadata(key, descriptor.value);
  return { read, interceptors: (read(INTERCEPTORS_METADATA) as unknown[] | undefined) ?? [] };
}

describe('Endpoint', () => {
  it('should give a public read its method, path, access and kept copy, shared with signed-in callers', () => {
    const route = decorated({ method: 'GET', path: 'blogs', access: 'public', summary: 'Posts', cache: { tags: ['blogs', 'users'], sharedWithSignedIn: true } });
    expect([route.read(METHOD_METADATA), route.read(PATH_METADATA), route.read(ACCESS_POLICY)]).toEqual([RequestMethod.GET, 'blogs', 'public']);
    expect([route.read(PUBLIC_CACHE_TAGS), route.read(SHARED_WITH_SIGNED_IN)]).toEqual([['blogs', 'users'], {}]);
    expect(route.interceptors).toEqual([PublicCacheInterceptor]);
  });

  it('should run a staff upload in one order: the upload guard around multer, then dropping tags, then the audit entry', () => {
    const route = decorated({
      method: 'POST', path: 'teachers', access: 'admin', summary: 'Add a teacher',
      upload: { picture: 'image' }, invalidates: ['teachers'], audit,
    });
    const [guard, multer, invalidate, audited, ...rest] = route.interceptors;
    expect([guard, invalidate, audited, rest]).toEqual([UploadGuardInterceptor, InvalidateCacheInterceptor, AuditInterceptor, []]);
    // multer's own interceptor for the `image` field: a class of its own, made per field.
    expect(typeof (multer as { prototype?: { intercept?: unknown } }).prototype?.intercept).toBe('function');
    expect([route.read(INVALIDATES_CACHE_TAGS), route.read(AUDITED)]).toEqual([['teachers'], audit]);
  });

  it('should check the whole body with the schema it names, and pass the route’s other arguments on', () => {
    const route = decorated({ method: 'POST', path: 'comments', access: 'signed-in', summary: 'Comment', body: z.object({ comment: z.string().min(1) }) });
    const [pipe, ...others] = (route.read(PIPES_METADATA) as PipeTransform[] | undefined) ?? [];
    expect(others).toEqual([]);
    const body = (value: unknown, data?: string): unknown => pipe!.transform(value, { type: 'body', data });
    expect(body({ comment: 'Lovely', extra: 1 })).toEqual({ comment: 'Lovely' });
    expect(() => body({ comment: '' })).toThrow(expect.objectContaining({ status: 400 }));
    const user = { id: 'u1' };
    expect(pipe!.transform(user, { type: 'custom' })).toBe(user);
    expect(body('only a field', 'comment')).toBe('only a field');
  });

  it('should check the whole query with the schema it names, and document each of its fields as the schema says', () => {
    const schema = z.object({ kind: z.enum(['comment', 'testimonial']).optional(), token: z.string().min(20), limit: z.coerce.number().int().max(50).default(9) });
    const route = decorated({
      method: 'GET', path: 'moderation', access: 'admin', summary: 'Inbox',
      query: queryParams(schema, { kind: 'Only one kind.', token: 'The link’s token.', limit: 'At most 50.' }),
    });
    const [pipe, ...others] = (route.read(PIPES_METADATA) as PipeTransform[] | undefined) ?? [];
    expect(others).toEqual([]);
    const query = (value: unknown, data?: string): unknown => pipe!.transform(value, { type: 'query', data });
    expect(query({ token: 'a'.repeat(20), limit: '12', extra: 'x' })).toEqual({ token: 'a'.repeat(20), limit: 12 });
    expect(() => query({ token: 'short' })).toThrow(expect.objectContaining({ status: 400 }));
    expect(query('a JSON parameter', 'query')).toBe('a JSON parameter');
    expect(pipe!.transform({ comment: '' }, { type: 'body' })).toEqual({ comment: '' });
    expect(queryParams(schema, { kind: 'Only one kind.', token: 'The link’s token.', limit: 'At most 50.' }).params).toEqual([
      { name: 'kind', required: false, description: 'Only one kind.', schema: { type: 'string', enum: ['comment', 'testimonial'] } },
      { name: 'token', required: true, description: 'The link’s token.', schema: { type: 'string', minLength: 20 } },
      { name: 'limit', required: false, description: 'At most 50.', schema: expect.objectContaining({ type: 'integer', maximum: 50, default: 9 }) },
    ]);
    // A field left without a line does not compile, nor does a line for a field the schema lacks (refused at run time too).
    // @ts-expect-error -- `limit` has no line
    queryParams(schema, { kind: 'Only one kind.', token: 'The link’s token.' });
    // @ts-expect-error -- `page` is no field of the schema
    expect(() => queryParams(schema, { kind: '', token: '', limit: '', page: 'From 1.' })).toThrow('The query schema has no field "page"');
  });

  it('should parse and check a query parameter that carries JSON, all defaults when it is missing', () => {
    const schema = z.object({ next: z.boolean().default(false), limit: z.number().int().max(50).default(9) });
    const route = decorated({
      method: 'GET', path: 'blogs', access: 'public', summary: 'Posts',
      query: jsonQueryParam('query', schema, { description: 'Posts after the last one held.', example: '{"next":true}', notJson: 'Please send the query as JSON.' }),
    });
    const [pipe] = (route.read(PIPES_METADATA) as PipeTransform[] | undefined) ?? [];
    const query = (value: unknown, data = 'query'): unknown => pipe!.transform(value, { type: 'query', data });
    expect(query('{"next":true,"limit":3}')).toEqual({ next: true, limit: 3 });
    expect(query(undefined)).toEqual({ next: false, limit: 9 });
    expect(() => query('{next')).toThrow(expect.objectContaining({ status: 400, message: 'Please send the query as JSON.' }));
    expect(() => query('{"limit":51}')).toThrow(expect.objectContaining({ status: 400 }));
    expect(query('{next', 'other')).toBe('{next');
    const [param] = jsonQueryParam('query', schema, { description: 'Posts after the last one held.', example: '{"next":true}' }).params;
    expect(param).toEqual(expect.objectContaining({ name: 'query', required: false, example: '{"next":true}' }));
    expect(param!.description).toMatch(/^Posts after the last one held\. JSON of: \{.*"limit":\{"default":9,"type":"integer"/);
  });

  it('should add nothing to a route that names nothing beyond its access', () => {
    const route = decorated({ method: 'POST', path: 'auth/login', access: 'public', summary: 'Sign in', status: 200 });
    expect(route.interceptors).toEqual([]);
    expect([route.read(PUBLIC_CACHE_TAGS), route.read(INVALIDATES_CACHE_TAGS), route.read(AUDITED)]).toEqual([undefined, undefined, undefined]);
  });

  // Each line below must fail to compile (`npm run typecheck`): an impossible route is a type error, not a convention.
  it('should refuse impossible combinations at compile time', () => {
    const impossible: EndpointSpec[] = [
      // @ts-expect-error a read drops no tags
      { method: 'GET', path: 'x', access: 'public', summary: 'x', invalidates: ['blogs'] },
      // @ts-expect-error a write keeps no copy
      { method: 'POST', path: 'x', access: 'public', summary: 'x', cache: { tags: ['blogs'] } },
      // @ts-expect-error a staff write records who did it
      { method: 'PUT', path: 'x', access: 'admin', summary: 'x', invalidates: ['blogs'] },
      // @ts-expect-error a family's or a visitor's own write is not a staff action
      { method: 'POST', path: 'x', access: 'signed-in', summary: 'x', audit },
      // @ts-expect-error only a public route's copy is handed out, so only it can share one with signed-in callers
      { method: 'GET', path: 'x', access: 'admin', summary: 'x', cache: { tags: ['moderation'], sharedWithSignedIn: true } },
      // @ts-expect-error a tag no write ever drops
      { method: 'GET', path: 'x', access: 'public', summary: 'x', cache: { tags: ['lunch-menu'] } },
      // @ts-expect-error a cache with no tag at all
      { method: 'GET', path: 'x', access: 'public', summary: 'x', cache: { tags: [] } },
      // @ts-expect-error a read takes no body or upload
      { method: 'GET', path: 'x', access: 'public', summary: 'x', upload: { picture: 'image' } },
    ];
    expect(impossible).toHaveLength(8);
  });
});
