import type { EntityManager } from '@mikro-orm/core';
import type { AuditAction, AuditEntityKind } from '@trailside/domain/audit/audit.types';
import type { ModerateItemsResponse } from '@trailside/domain/moderation/moderation.contract';
import { ACCESS_LEVEL_NAMES, type AccessLevel } from '@trailside/domain/users/access-level';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { UserAccount } from '../identity/people/user-account.entity';
import type { AuditEvent } from './audit.service';
import type { AuditSpec } from './audit.interceptor';

/**
 * What each audited route records, one place for all of them, so the trail reads the same way everywhere.
 * Describers read the answer first (it has the ids the server chose) and the request only for what was asked.
 */

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const quoted = (value: unknown, length = 60) => {
  const plain = text(value).replace(/\s+/g, ' ').trim();
  return `"${plain.length > length ? `${plain.slice(0, length - 1)}…` : plain}"`;
};
const field = (result: unknown, name: string): Fields => ((result as Fields | undefined)?.[name] as Fields | undefined) ?? {};
const idOf = (record: Fields) => String(record.id ?? '');
/** Field names a request changed (an uploaded picture by its form field), never their values. */
const changedFields = (body: Fields, uploads: string[], skip: string[] = []) => [
  ...Object.keys(body).filter((name) => !['id', 'payload', 'data', 'path', 'imagePath', 'docPath', 'currentPassword', 'altcha', ...skip].includes(name)),
  ...uploads,
];

const event = (action: AuditAction, entityKind: AuditEntityKind, entityIds: string[], summary: string): AuditEvent => ({ action, entityKind, entityIds, summary });

/** A comment's or testimonial's single change (PUT): its flags name the moderation action; new text is an update. */
function moderatedOne(kind: 'comment' | 'testimonial', textField: 'comment' | 'text', name: (record: Fields) => string) {
  return {
    describe: ({ body, result }) => {
      const record = field(result, kind);
      const id = idOf(record);
      const events: AuditEvent[] = [];
      if (body.rejected === true) events.push(event('delete', kind, [id], `deleted the ${kind} by ${name(record)}`));
      else if (body.approved === true) events.push(event('approve', kind, [id], `approved the ${kind} by ${name(record)}`));
      else if (body.approved === false) events.push(event('reject', kind, [id], `rejected the ${kind} by ${name(record)}`));
      else if (body.rejected === false) events.push(event('restore', kind, [id], `restored the ${kind} by ${name(record)}`));
      if (typeof body[textField] === 'string') events.push(event('update', kind, [id], `changed the text of the ${kind} by ${name(record)} to ${quoted(body[textField])}`));
      return events;
    },
  } satisfies AuditSpec;
}

/** POST /api/moderation: one entry per item the decision moved, naming who wrote it. */
const moderatedItems = {
  describe: ({ body, result }) => {
    const action = body.action as AuditAction;
    const done = { approve: 'approved', reject: 'rejected', delete: 'deleted', restore: 'restored' }[action as 'approve'] ?? action;
    const outcomes = (result as Partial<ModerateItemsResponse> | undefined)?.items ?? [];
    return outcomes
      .filter((outcome) => outcome.from !== outcome.to)
      .map((outcome) => event(action, outcome.kind, [outcome.id], `${done} the ${outcome.kind} by ${outcome.author || 'a family'}`));
  },
} satisfies AuditSpec;

const removedOne = (kind: 'comment' | 'testimonial', name: (record: Fields) => string) =>
  ({ describe: ({ result }) => event('delete', kind, [idOf(field(result, kind))], `deleted the ${kind} by ${name(field(result, kind))}`) }) satisfies AuditSpec;

const commentAuthor = (record: Fields) => text(record.author) || 'a family';
const testimonialAuthor = (record: Fields) => text(record.fname) || 'a family';

/** A user as the trail names them: their name and e-mail. */
const userLabel = (user: Fields) => `${displayNameOf({ fname: text(user.fname), lname: text(user.lname) })} <${text(user.email)}>`;
const levelName = (level: unknown) => ACCESS_LEVEL_NAMES[level as AccessLevel] ?? String(level);

interface UserBefore {
  label: string;
  accessLevel: number;
}

async function userBefore(em: EntityManager, body: Fields): Promise<UserBefore | null> {
  if (typeof body.id !== 'string') return null;
  const account = await em.findOne(UserAccount, { id: body.id });
  return account ? { label: userLabel(account as unknown as Fields), accessLevel: account.accessLevel } : null;
}

export const AUDIT = {
  comments: {
    update: moderatedOne('comment', 'comment', commentAuthor),
    remove: removedOne('comment', commentAuthor),
  },
  testimonials: {
    update: moderatedOne('testimonial', 'text', testimonialAuthor),
    remove: removedOne('testimonial', testimonialAuthor),
  },
  moderation: {
    moderate: moderatedItems,
  },
  users: {
    create: {
      describe: ({ result }) => {
        const user = field(result, 'user');
        return event('create', 'user', [idOf(user)], `created the account of ${userLabel(user)} at level ${levelName(user.accessLevel)}`);
      },
    } satisfies AuditSpec,
    update: {
      before: userBefore,
      describe: ({ body, result, before, uploads }) => {
        const user = field(result, 'user');
        const id = idOf(user);
        const events: AuditEvent[] = [];
        if (before && user.accessLevel !== before.accessLevel) {
          events.push(event('change-level', 'user', [id], `changed the access level of ${userLabel(user)} from ${levelName(before.accessLevel)} to ${levelName(user.accessLevel)}`));
        }
        const changed = changedFields(body, uploads, ['accessLevel']);
        if (changed.length) events.push(event('update', 'user', [id], `changed ${changed.join(', ')} of ${userLabel(user)}`));
        return events;
      },
    } satisfies AuditSpec<UserBefore | null>,
    remove: {
      before: userBefore,
      describe: ({ body, before }) => event('delete', 'user', [text(body.id)], `deleted the account of ${before?.label ?? text(body.id)}`),
    } satisfies AuditSpec<UserBefore | null>,
  },
  account: {
    createChild: {
      describe: ({ result }) => {
        const user = field(result, 'user');
        return event('create', 'user', [idOf(user)], `created the child's account of ${userLabel(user)}, linked to its parent`);
      },
    } satisfies AuditSpec,
    resetTwoStep: {
      describe: ({ result }) => {
        const user = field(result, 'user');
        return event('reset-two-step', 'user', [idOf(user)], `reset the two-step sign-in of ${userLabel(user)}`);
      },
    } satisfies AuditSpec,
    updatePolicy: {
      describe: ({ body }) => {
        const changed = changedFields(body, []);
        return event('update', 'settings', ['accounts'], `changed the account settings: ${changed.map((name) => `${name} to ${String(body[name])}`).join(', ')}`);
      },
    } satisfies AuditSpec,
  },
  settings: {
    update: {
      describe: ({ body, uploads }) => {
        const changed = changedFields(body, uploads);
        return event('update', 'settings', ['site'], `changed ${changed.map((name) => `${name} to ${body[name] === null ? 'nothing' : quoted(body[name], 80)}`).join(', ')}`);
      },
    } satisfies AuditSpec,
  },
  gallery: {
    create: {
      describe: ({ result }) => {
        const images = ((result as { gallery?: Fields[] } | undefined)?.gallery ?? []);
        const groups = [...new Set(images.map((image) => text(image.groupLabel)))];
        return event('create', 'gallery-image', images.map(idOf), `uploaded ${images.length} picture${images.length === 1 ? '' : 's'} to ${groups.map((group) => quoted(group)).join(', ')}`);
      },
    } satisfies AuditSpec,
    update: {
      describe: ({ body, result, uploads }) => {
        const image = field(result, 'galleryImage');
        return event('update', 'gallery-image', [idOf(image)], `changed ${changedFields(body, uploads).join(', ')} of a picture in ${quoted(image.groupLabel)}`);
      },
    } satisfies AuditSpec,
    remove: {
      describe: ({ result }) => {
        const image = field(result, 'galleryImage');
        return event('delete', 'gallery-image', [idOf(image)], `deleted a picture from ${quoted(image.groupLabel)}`);
      },
    } satisfies AuditSpec,
  },
  blogs: {
    create: { describe: ({ result }) => event('create', 'blog', [idOf(field(result, 'blog'))], `posted the blog ${quoted(field(result, 'blog').title)}`) } satisfies AuditSpec,
    update: {
      describe: ({ body, result, uploads }) => {
        const blog = field(result, 'blog');
        return event('update', 'blog', [idOf(blog)], `changed ${changedFields(body, uploads).join(', ')} of the blog ${quoted(blog.title)}`);
      },
    } satisfies AuditSpec,
    remove: { describe: ({ result }) => event('delete', 'blog', [text((result as Fields | undefined)?.id)], 'deleted a blog post with its comments') } satisfies AuditSpec,
  },
  teachers: {
    create: { describe: ({ result }) => event('create', 'teacher', [idOf(field(result, 'teacher'))], `added the teacher ${quoted(field(result, 'teacher').name)}`) } satisfies AuditSpec,
    update: {
      describe: ({ body, result, uploads }) => {
        const teacher = field(result, 'teacher');
        return event('update', 'teacher', [idOf(teacher)], `changed ${changedFields(body, uploads).join(', ')} of the teacher ${quoted(teacher.name)}`);
      },
    } satisfies AuditSpec,
    remove: { describe: ({ result }) => event('delete', 'teacher', [idOf(field(result, 'teacher'))], `removed the teacher ${quoted(field(result, 'teacher').name)}`) } satisfies AuditSpec,
  },
  socialEvents: {
    create: { describe: ({ result }) => event('create', 'social-event', [idOf(field(result, 'socialEvent'))], `added the flyer ${quoted(field(result, 'socialEvent').title ?? '')}`) } satisfies AuditSpec,
    update: {
      describe: ({ body, result, uploads }) => {
        const flyer = field(result, 'socialEvent');
        return event('update', 'social-event', [idOf(flyer)], `changed ${changedFields(body, uploads).join(', ')} of the flyer ${quoted(flyer.title ?? '')}`);
      },
    } satisfies AuditSpec,
    remove: { describe: ({ result }) => event('delete', 'social-event', [idOf(field(result, 'socialEvent'))], `deleted the flyer ${quoted(field(result, 'socialEvent').title ?? '')}`) } satisfies AuditSpec,
  },
  calendar: {
    /** A POST only because it carries a file: it changes nothing, so it records nothing. */
    preview: { describe: () => null } satisfies AuditSpec,
    create: {
      describe: ({ result }) => {
        const calendarEvent = field(result, 'event');
        return event('create', 'calendar-event', [idOf(calendarEvent)], `added ${quoted(calendarEvent.title)} to the calendar (${text(calendarEvent.start)})`);
      },
    } satisfies AuditSpec,
    update: {
      describe: ({ body, result, uploads }) => {
        const calendarEvent = field(result, 'event');
        return event('update', 'calendar-event', [idOf(calendarEvent)], `changed ${changedFields(body, uploads).join(', ')} of the calendar event ${quoted(calendarEvent.title)}`);
      },
    } satisfies AuditSpec,
    remove: {
      describe: ({ result }) => {
        const calendarEvent = field(result, 'event');
        return event('delete', 'calendar-event', [idOf(calendarEvent)], `deleted ${quoted(calendarEvent.title)} from the calendar${calendarEvent.repeat ? ', every date of the series' : ''}`);
      },
    } satisfies AuditSpec,
    skip: {
      describe: ({ body, result }) => {
        const calendarEvent = field(result, 'event');
        return event('delete', 'calendar-event', [idOf(calendarEvent)], `deleted ${text(body.date)} from the series ${quoted(calendarEvent.title)}`);
      },
    } satisfies AuditSpec,
    import: {
      describe: ({ result }) => {
        const report = (result as { counts?: Record<string, number>; items?: { status: string; eventId: string | null }[] } | undefined) ?? {};
        const touched = (report.items ?? []).filter((item) => item.status !== 'unchanged' && item.eventId).map((item) => String(item.eventId));
        const counts = report.counts ?? {};
        return event('import', 'calendar-event', touched, `imported a calendar file: ${counts.new ?? 0} new, ${counts.changed ?? 0} changed, ${counts.unchanged ?? 0} unchanged`);
      },
    } satisfies AuditSpec,
  },
  notices: {
    create: {
      describe: ({ result }) => {
        const notice = field(result, 'notice');
        return event('create', 'notice', [idOf(notice)], `posted the ${text(notice.level)} notice ${quoted(notice.message)}`);
      },
    } satisfies AuditSpec,
    update: {
      describe: ({ body, result }) => {
        const notice = field(result, 'notice');
        return event('update', 'notice', [idOf(notice)], `changed ${changedFields(body, []).join(', ')} of the notice ${quoted(notice.message)}`);
      },
    } satisfies AuditSpec,
    end: { describe: ({ result }) => event('end', 'notice', [idOf(field(result, 'notice'))], `ended the notice ${quoted(field(result, 'notice').message)} early`) } satisfies AuditSpec,
    remove: { describe: ({ result }) => event('delete', 'notice', [idOf(field(result, 'notice'))], `deleted the notice ${quoted(field(result, 'notice').message)}`) } satisfies AuditSpec,
  },
  subscribers: {
    remove: {
      describe: ({ result }) => {
        const subscriber = field(result, 'subscriber');
        return event('delete', 'subscriber', [idOf(subscriber)], `removed the subscriber ${text(subscriber.email)}`);
      },
    } satisfies AuditSpec,
    testLetter: { describe: () => event('send', 'weekly-letter', [], 'sent themselves a test of the next weekly letter') } satisfies AuditSpec,
  },
  enquiries: {
    update: {
      describe: ({ result }) => {
        const enquiry = field(result, 'enquiry');
        return enquiry.handled
          ? event('mark-handled', 'enquiry', [idOf(enquiry)], `marked the enquiry from ${text(enquiry.name)} handled`)
          : event('mark-unhandled', 'enquiry', [idOf(enquiry)], `marked the enquiry from ${text(enquiry.name)} not handled`);
      },
    } satisfies AuditSpec,
  },
  shortUrls: {
    create: {
      describe: ({ result }) => {
        const link = (result as Fields | undefined) ?? {};
        return event('create', 'short-url', [text(link.code)], `made the short link ${text(link.shortUrl)} for ${quoted(link.origUrl, 120)}`);
      },
    } satisfies AuditSpec,
  },
};
