/** A response carrying one thing under its name, as spec section 7 has them: `{ blog }`, `{ teachers }`, ... */
export type Envelope<Name extends string, T> = { [K in Name]: T };

/** What a DELETE answers: success, and the thing as it was removed. */
export type Removed<Name extends string, T> = { success: true } & Envelope<Name, T>;

