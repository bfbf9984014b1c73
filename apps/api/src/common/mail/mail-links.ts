import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '../../config/config';

/**
 * What a mailed link lets its holder do, each signed apart so one kind can never stand in for another:
 * - `preferences`: read and change what an address gets, and unsubscribe (from any mail; never expires, as a
 *   one-click unsubscribe must keep working in old mail);
 * - `confirm`: confirm the topics asked for at one moment (expires);
 * - `verify`: verify an account's address, bound to that address, so a changed one needs a new link (expires).
 */
export type MailLinkPurpose = 'preferences' | 'confirm' | 'verify';

export interface ReadLink {
  fields: string[];
  /** Past its expiry: the signature is right, the link too old. */
  expired: boolean;
}

const encode = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * Signed links for mail: the token carries its own fields and an HMAC of them, so nothing is stored to check it
 * and every instance sharing JWT_SECRET reads the others' links. The key is derived from the JWT secret, so a
 * session token is never a link and a link never a session.
 */
@Injectable()
export class MailLinks {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Config) {
    this.key = createHmac('sha256', config.jwt.secret).update('trailside mail links, version 1').digest();
  }

  sign(purpose: MailLinkPurpose, fields: string[], expiresAt?: Date): string {
    const payload = encode(JSON.stringify([purpose, expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0, ...fields]));
    return `${payload}.${this.signature(payload)}`;
  }

  /** The fields of a token signed for `purpose`; null when it is not one (wrong signature, purpose or shape). */
  read(purpose: MailLinkPurpose, token: string): ReadLink | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.signature(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!Array.isArray(parsed) || parsed[0] !== purpose || typeof parsed[1] !== 'number' || !parsed.slice(2).every((field) => typeof field === 'string')) return null;
    const [, expiresAt, ...fields] = parsed as [string, number, ...string[]];
    return { fields, expired: expiresAt !== 0 && expiresAt * 1000 <= Date.now() };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
