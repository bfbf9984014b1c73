import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type GetSiteSettingsResponse,
  SITE_SETTINGS_ROUTES,
  type UpdateSiteSettingsResponse,
} from '@trailside/domain/settings/site-settings.contract';
import { type UpdateSiteSettings, updateSiteSettingsSchema } from '@trailside/domain/settings/site-settings.schema';
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { bodyDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { SettingsService } from './settings.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get(SITE_SETTINGS_ROUTES.getSiteSettings)
  @Access('public')
  @PublicCache('settings')
  @SharedWithSignedIn()
  @ApiOperation({
    summary: "The school's own details",
    description:
      'School name, phone, e-mail, address, hours, merchandise store URL and intro video YouTube id (the last two null when unset, ' +
      'so the site hides the button and the video). Response: { settings }.',
  })
  async get(): Promise<GetSiteSettingsResponse> {
    return { settings: await this.settings.get() };
  }

  @Put(SITE_SETTINGS_ROUTES.updateSiteSettings)
  @Access('admin')
  @Audited(AUDIT.settings.update)
  @InvalidatesCache('settings')
  @ApiBody(bodyDoc(updateSiteSettingsSchema))
  @ApiOperation({
    summary: "Change the school's details",
    description:
      'Only the settings that change. An empty storeUrl or introVideoId clears it; the store URL must be http(s), the video id 11 characters. ' +
      'Response: { settings } (all of them, after the change).',
  })
  async update(@Body(new ZodBodyPipe(updateSiteSettingsSchema)) change: UpdateSiteSettings): Promise<UpdateSiteSettingsResponse> {
    return { settings: await this.settings.update(change) };
  }
}
