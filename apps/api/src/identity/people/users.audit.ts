import type { EntityManager } from '@mikro-orm/core';
import { ACCESS_LEVEL_NAMES, type AccessLevel } from '@trailside/domain/users/access-level';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { AuditSpec } from '../../audit/audit.interceptor';
import type { AuditEvent } from '../../audit/audit.service';
import { changedFields, event, type Fields, field, idOf, text } from '../../audit/audit-wording';
import { UserAccount } from './user-account.entity';

/** A user as the trail names them: their name and e-mail. */
export const userLabel = (user: Fields) => `${displayNameOf({ fname: text(user.fname), lname: text(user.lname) })} <${text(user.email)}>`;
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

/** What became of the invitation Create User mails by default (nothing is said when a password was typed instead). */
const INVITATION_WORDS: Record<string, string> = {
  mailed: ' and mailed them an invitation to choose a password',
  held: ' (no invitation went: the address had its day’s mail)',
};

export const USERS_AUDIT = {
  create: {
    describe: ({ result }) => {
      const user = field(result, 'user');
      const invitation = text((result as Fields | undefined)?.invitation);
      return event('create', 'user', [idOf(user)], `created the account of ${userLabel(user)} at level ${levelName(user.accessLevel)}${INVITATION_WORDS[invitation] ?? ''}`);
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
};
