import type { User } from '@trailside/domain/users/user.types';
import type { UserAccount } from './user-account.entity';

/** The account as the API shows it: no hash, no counters, the picture as a URL. */
export function toUserView(account: UserAccount, imageUrl: string | null): User {
  return {
    id: account.id,
    fname: account.fname,
    lname: account.lname,
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    phone: account.phone,
    imageUrl,
    accessLevel: account.accessLevel,
    type: account.type,
    childFirstName: account.childFirstName,
    childLastName: account.childLastName,
    twoStepEnabled: account.totpSecret !== null,
    parentId: account.parentId,
    parentConsent: account.parentConsent,
    lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
