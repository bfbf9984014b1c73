import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { UpdateAccountPolicy } from '@trailside/domain/account/account.schema';
import type { AccountPolicy } from '@trailside/domain/account/two-step.rules';
import type { UpdateSiteSettings } from '@trailside/domain/settings/site-settings.schema';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { SiteSettingsRecord } from './site-settings.entity';

/** The zone the server runs in (its TZ), the school's until an admin chooses one. */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

@Injectable()
export class SettingsService {
  constructor(private readonly em: EntityManager) {}

  /** The settings, read through `em` when given (work outside a request, such as the mail outbox, brings its own). */
  async get(em: EntityManager = this.em): Promise<SiteSettings> {
    return view(await this.record(em));
  }

  /** The school's time zone: calendar times are read in it and a notice's default end is its midnight. */
  async timeZone(em: EntityManager = this.em): Promise<string> {
    return (await this.get(em)).timeZone;
  }

  async update(change: UpdateSiteSettings): Promise<SiteSettings> {
    const record = await this.record();
    for (const [key, value] of Object.entries(change)) {
      if (value !== undefined) Object.assign(record, { [key]: value });
    }
    await this.em.flush();
    return view(record);
  }

  /** The school's account settings (staff only): whether staff sign in in two steps, how long quiet accounts are kept. */
  async accountPolicy(em: EntityManager = this.em): Promise<AccountPolicy> {
    const { twoStepRequiredForStaff, inactiveAccountMonths } = await this.record(em);
    return { twoStepRequiredForStaff, inactiveAccountMonths };
  }

  async updateAccountPolicy(change: UpdateAccountPolicy): Promise<AccountPolicy> {
    const record = await this.record();
    for (const [key, value] of Object.entries(change)) {
      if (value !== undefined) Object.assign(record, { [key]: value });
    }
    await this.em.flush();
    return this.accountPolicy();
  }

  /** The migration seeds the row; should it ever be missing, the defaults come back rather than an error. */
  private async record(em: EntityManager = this.em): Promise<SiteSettingsRecord> {
    const found = await em.findOne(SiteSettingsRecord, { id: SiteSettingsRecord.ID });
    if (found) return found;
    const record = new SiteSettingsRecord();
    em.persist(record);
    return record;
  }
}

function view(record: SiteSettingsRecord): SiteSettings {
  const { schoolName, phone, email, address, hours, storeUrl, introVideoId } = record;
  return { schoolName, phone, email, address, hours, storeUrl, introVideoId, timeZone: record.timeZone ?? SERVER_TIME_ZONE };
}
