import type { EntityName } from '@mikro-orm/core';
import {
  applyDecorators,
  type ExceptionFilter,
  Header,
  HttpCode,
  type NestInterceptor,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  type Type,
  UseFilters,
  UseGuards,
  UseInterceptors,
  UsePipes,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor, NoFilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  type ApiBodyOptions,
  ApiConsumes,
  ApiExtension,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { z } from 'zod';
import { AUDITED, AuditInterceptor, type AuditSpec } from '../../audit/audit.interceptor';
import { PERMISSIONS } from '@trailside/domain/access/access.rules';
import { ACCESS_POLICY, type AccessPolicy } from '../access/access-policy';
import type { CacheTag } from '../http-cache/cache-tags';
import {
  INVALIDATES_CACHE_TAGS,
  InvalidateCacheInterceptor,
  PUBLIC_CACHE_TAGS,
  PublicCacheInterceptor,
  SHARED_WITH_SIGNED_IN,
  type SignedInSharing,
} from '../http-cache/http-cache.interceptors';
import type { ModeratedTable } from '../http-cache/own-pending-rows.service';
import { ENQUIRY_LIMITED, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { UploadGuardInterceptor } from '../storage/upload-guard.interceptor';
import { bodyDoc, multipartDoc } from '../validation/body-doc';
import { type QueryParams } from '../validation/query-params';
import { RouteSchemaPipe } from '../validation/schema.pipe';

/** One or more cache tags: a route that names the cache names what it shows or changes. */
type Tags = readonly [CacheTag, ...CacheTag[]];

/**
 * What a request may carry besides JSON: one optional picture in a form field, several pictures, or form fields
 * with no files at all (a plain form post).
 */
export type Upload = { picture: string } | { pictures: string; max: number } | 'form-fields';

/** Said of every route, whatever its method. */
interface RouteBasics {
  /** Below /api, as in the domain's route contracts (or one of the site's own addresses, see UNPREFIXED_ROUTES). */
  path: string;
  summary: string;
  /** Who may call it and what it answers, for the OpenAPI document at /api/docs. */
  description?: string;
  /**
   * The query, checked and documented from one schema: `queryParams(schema, lines)` for plain parameters (the
   * handler's `@Query()` receives what the schema parsed), or `jsonQueryParam(name, schema, doc)` for one that
   * carries JSON, as the spec's `?query={...}` does (the handler's `@Query(name)` receives it parsed).
   */
  query?: QueryParams;
  /** The success status when it is not Nest's default (200 for GET, 201 for POST). */
  status?: 200 | 201 | 202 | 204;
  headers?: Readonly<Record<string, string>>;
  /** The content types of a route that answers something other than JSON (feeds). */
  produces?: readonly string[];
  /**
   * The request limit besides the global one: `enquiries` counts the forms that write to the office per hour
   * (ENQUIRY_RATE_LIMIT_PER_HOUR) instead of the per-minute limit; `none` leaves the route out of the per-minute one.
   */
  rateLimit?: 'enquiries' | 'none';
  /** Turns the route's errors into words of its own (spec section 5: "Please log in to post"). */
  errors?: Type<ExceptionFilter>;
}

/** A public GET's cache: its answer is kept per address under `tags` until a write drops one of them. */
interface PublicReadCache {
  tags: Tags;
  /**
   * Signed-in callers get the visitors' copy too whenever they would see exactly what a visitor sees: `true` for a
   * route that never reads the caller; with `ownRowsOf`, unless the caller is an admin or has writing there that
   * awaits approval.
   */
  sharedWithSignedIn?: true | { ownRowsOf: EntityName<ModeratedTable> };
}

/**
 * A GET. A public one may keep its answer for everyone; one that is not public gets the ETag and 304 only (the
 * staff's moderation summary), since kept copies are handed out before the access guard runs.
 */
type ReadRoute = RouteBasics & { method: 'GET'; body?: never; upload?: never; invalidates?: never; audit?: never } & (
    | { access: 'public'; cache?: PublicReadCache }
    | { access: Exclude<AccessPolicy, 'public'>; cache?: { tags: Tags; sharedWithSignedIn?: never } }
  );

/** A write: a staff route always records who did what; a visitor's or a family's own route never does. */
type WriteRoute<Before> = RouteBasics & {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  cache?: never;
  /**
   * The zod schema the body must pass (the handler's `@Body()` receives what it parsed; a body that fails gets a 400
   * naming the field), and the OpenAPI body drawn from it, or given as `doc` where the wire form differs.
   */
  body?: z.ZodType | { schema: z.ZodType; doc: ApiBodyOptions };
  upload?: Upload;
  /** The cache tags whose kept answers the write drops on every instance, once it ends. */
  invalidates?: Tags;
} & ({ access: StaffAble; audit: AuditSpec<Before> } | { access: 'public' | 'signed-in'; audit?: never });

export type EndpointSpec<Before = unknown> = ReadRoute | WriteRoute<Before>;

/** Policies a staff member may act under, so whose writes are audited. */
type StaffAble = Exclude<AccessPolicy, 'public' | 'signed-in'>;

const WHO: Record<Exclude<AccessPolicy, object>, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user.',
  admin: 'Admins only (access level below 3).',
};

/** Who may call a route, for the OpenAPI document: a permission's words come from the access table. */
const whoOf = (access: AccessPolicy) => (typeof access === 'object' ? `${PERMISSIONS[access.permission].who} (${access.permission})` : WHO[access]);

/**
 * Everything a route is, in one typed object: its method and path, who may call it (the global AccessGuard refuses
 * routes without it), its cache (kept answers for GETs, dropped tags for writes), its audit entry, what it accepts
 * and its OpenAPI description. Combinations that cannot work do not compile: a write that keeps a cached answer, a
 * GET that drops tags, a staff write without an audit entry, a visitor's copy shared on a route that is not public.
 *
 * Interceptors run in one fixed order, outermost first: uploads (multer parses the form, and its temp files are
 * removed whatever happens), the public cache, dropping tags, then the audit entry (it reads the parsed fields and
 * records only a write that succeeded, before the tags are dropped and the answer goes out).
 *
 * @example
 *   @Endpoint({ method: 'GET', path: 'blogs', access: 'public', summary: 'Posts', cache: { tags: ['blogs'], sharedWithSignedIn: true } })
 *   @Endpoint({ method: 'DELETE', path: 'blogs', access: 'admin', summary: 'Delete a post', body: deleteBlogSchema, status: 200, audit: AUDIT.blogs.remove, invalidates: ['blogs', 'comments'] })
 */
export function Endpoint<Before = unknown>(spec: EndpointSpec<Before>): MethodDecorator {
  const { access } = spec;
  const decorators: Array<ClassDecorator | MethodDecorator> = [
    RequestMapping({ path: spec.path, method: RequestMethod[spec.method] }),
    SetMetadata(ACCESS_POLICY, access),
    ApiExtension('x-access', whoOf(access)),
    ApiOperation({ summary: spec.summary, description: spec.description }),
  ];
  if (spec.query) decorators.push(UsePipes(spec.query.pipe), ...spec.query.params.map((param) => ApiQuery(param)));
  if (access !== 'public') decorators.push(ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Not signed in, or the token is not valid.' }));
  if (access !== 'public' && access !== 'signed-in') decorators.push(ApiForbiddenResponse({ description: whoOf(access) }));
  if (spec.status) decorators.push(HttpCode(spec.status));
  for (const [name, value] of Object.entries(spec.headers ?? {})) decorators.push(Header(name, value));
  if (spec.produces) decorators.push(ApiProduces(...spec.produces));
  if (spec.rateLimit === 'none') decorators.push(SkipThrottle());
  if (spec.rateLimit === 'enquiries') decorators.push(SetMetadata(ENQUIRY_LIMITED, true), SkipThrottle({ default: true }), UseGuards(RateLimitGuard));
  if (spec.errors) decorators.push(UseFilters(spec.errors));

  const interceptors: Array<Type<NestInterceptor> | NestInterceptor> = [];
  if (spec.method === 'GET') {
    if (spec.cache) {
      const { tags, sharedWithSignedIn } = spec.cache;
      interceptors.push(PublicCacheInterceptor);
      decorators.push(
        SetMetadata(PUBLIC_CACHE_TAGS, tags),
        ApiExtension('x-cache-tags', tags),
        ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy you hold; 304 if it is still current.' }),
        ApiResponse({ status: 304, description: 'Not modified: the copy with that ETag is still current (no body).' }),
      );
      if (sharedWithSignedIn) {
        const sharing: SignedInSharing = sharedWithSignedIn === true ? {} : sharedWithSignedIn;
        decorators.push(
          SetMetadata(SHARED_WITH_SIGNED_IN, sharing),
          ApiExtension('x-shared-with-signed-in', sharing.ownRowsOf ? 'unless the caller is an admin or has writing awaiting approval here' : 'always'),
        );
      }
    }
  } else {
    if (spec.upload) {
      interceptors.push(...uploadInterceptors(spec.upload));
      decorators.push(spec.upload === 'form-fields' || 'picture' in spec.upload ? ApiConsumes('multipart/form-data', 'application/json') : ApiConsumes('multipart/form-data'));
    }
    if (spec.body) {
      const schema = spec.body instanceof z.ZodType ? spec.body : spec.body.schema;
      decorators.push(UsePipes(new RouteSchemaPipe({ type: 'body' }, schema)), ApiBody(bodyDocOf(spec.body, spec.upload)));
    }
    if (spec.invalidates) {
      interceptors.push(InvalidateCacheInterceptor);
      decorators.push(SetMetadata(INVALIDATES_CACHE_TAGS, spec.invalidates), ApiExtension('x-invalidates-cache', spec.invalidates));
    }
    if (spec.audit) {
      interceptors.push(AuditInterceptor);
      decorators.push(SetMetadata(AUDITED, spec.audit), ApiExtension('x-audited', true));
    }
  }
  if (interceptors.length > 0) decorators.push(UseInterceptors(...interceptors));
  return applyDecorators(...decorators);
}

function uploadInterceptors(upload: Upload): Array<Type<NestInterceptor>> {
  if (upload === 'form-fields') return [NoFilesInterceptor()];
  // The guard wraps multer (so it runs first, outside it): see UploadGuardInterceptor.
  if ('picture' in upload) return [UploadGuardInterceptor, FileInterceptor(upload.picture)];
  return [UploadGuardInterceptor, FilesInterceptor(upload.pictures, upload.max)];
}

function bodyDocOf(body: z.ZodType | { doc: ApiBodyOptions }, upload: Upload | undefined): ApiBodyOptions {
  if (!(body instanceof z.ZodType)) return body.doc;
  return upload && upload !== 'form-fields' && 'picture' in upload ? multipartDoc(body, upload.picture) : bodyDoc(body);
}
