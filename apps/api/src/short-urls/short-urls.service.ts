import { randomInt } from 'node:crypto';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { isShortCode, SHORT_CODE_LENGTH, shortUrlOf } from '@trailside/domain/short-urls/short-url.rules';
import type { ShortUrl } from '@trailside/domain/short-urls/short-url.types';
import { CONFIG, type Config } from '../config/config';
import { ShortLink } from './short-link.entity';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Seven random base62 characters from the system's secure random source: not guessable by counting. */
export function newShortCode(length = SHORT_CODE_LENGTH): string {
  return Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');
}

@Injectable()
export class ShortUrlsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** The same address twice gives the same short link (and keeps its clicks). */
  async shorten(origUrl: string): Promise<ShortLink> {
    const existing = await this.em.findOne(ShortLink, { origUrl });
    if (existing) return existing;
    for (let attempt = 0; ; attempt += 1) {
      const link = new ShortLink(newShortCode(), origUrl);
      try {
        await this.em.persist(link).flush();
        return link;
      } catch (error) {
        // A code already taken (vanishingly rare): forget this one and draw again.
        this.em.clear();
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 4) throw error;
      }
    }
  }

  list(): Promise<ShortLink[]> {
    return this.em.find(ShortLink, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Where a code leads, counting the visit; null for a code nobody made. */
  async follow(code: string): Promise<string | null> {
    if (!isShortCode(code)) return null;
    const link = await this.em.findOne(ShortLink, { code });
    if (!link) return null;
    await this.em.nativeUpdate(ShortLink, { id: link.id }, { clicks: raw('clicks + 1') });
    return link.origUrl;
  }

  view(link: ShortLink): ShortUrl {
    return {
      origUrl: link.origUrl,
      shortUrl: shortUrlOf(this.config.publicUrl, link.code),
      clicks: link.clicks,
      code: link.code,
      createdAt: timestampOf(link.createdAt),
    };
  }
}
