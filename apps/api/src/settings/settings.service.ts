import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateSiteSettings } from '@trailside/domain/settings/site-settings.schema';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { SiteSettingsRecord } from './site-settings.entity';

@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  async get(): Promise<SiteSettings> {
    return view(await this.record());
  }

  async update(change: UpdateSiteSettings): Promise<SiteSettings> {
    const record = await this.record();
    for (const [key, value] of Object.entries(change)) {
      if (value !== undefined) Object.assign(record, { [key]: value });
    }
    await this.em.flush();
    return view(record);
  }

  /** The migration seeds the row; should it ever be missing, the defaults come back rather than an error. */
  private async record(): Promise<SiteSettingsRecord> {
    const found = await this.em.findOne(SiteSettingsRecord, { id: SiteSettingsRecord.ID });
    if (found) return found;
    const record = new SiteSettingsRecord();
    this.em.persist(record);
    return record;
  }
}

function view(record: SiteSettingsRecord): SiteSettings {
  const { schoolName, phone, email, address, hours, storeUrl, introVideoId } = record;
  return { schoolName, phone, email, address, hours, storeUrl, introVideoId };
}
