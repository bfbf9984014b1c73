import type { ModerationChange } from '../moderation/moderation.rules';

/** A response carrying one thing under its name, as spec section 7 has them: `{ blog }`, `{ teachers }`, ... */
export type Envelope<Name extends string, T> = { [K in Name]: T };

/** What a DELETE answers: success, and the thing as it was removed. */
export type Removed<Name extends string, T> = { success: true } & Envelope<Name, T>;

/**
 * What a bulk moderate answers: every item the request named, as it is now, and those whose state the
 * action moved, with where each was before (what an undo puts back).
 */
export type Moderated<Name extends string, T> = Envelope<Name, T[]> & { changes: ModerationChange[] };
