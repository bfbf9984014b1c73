import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type GetSiteSettingsResponse,
  SITE_SETTINGS_ROUTES,
  type UpdateSiteSettingsResponse,
} from '@trailside/domain/settings/site-settings.contract';
import { type UpdateSiteSettings, updateSiteSettingsSchema } from '@trailside/domain/settings/site-settings.schema';
import { SettingsService } from './settings.service';
import { SETTINGS_AUDIT } from './settings.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Endpoint({
    method: 'GET', path: SITE_SETTINGS_ROUTES.getSiteSettings, access: 'public', cache: { tags: ['settings'], sharedWithSignedIn: true },
    summary: "The school's own details",
    description:
      'School name, phone, e-mail, address, hours, merchandise store URL and intro video YouTube id (the last two null when unset, ' +
      'so the site hides the button and the video). Response: { settings }.',
  })
  async get(): Promise<GetSiteSettingsResponse> {
    return { settings: await this.settings.get() };
  }

  @Endpoint({
    method: 'PUT', path: SITE_SETTINGS_ROUTES.updateSiteSettings, access: 'admin', invalidates: ['settings'], audit: SETTINGS_AUDIT.update,
    body: updateSiteSettingsSchema,
    summary: "Change the school's details",
    description:
      'Only the settings that change. An empty storeUrl or introVideoId clears it; the store URL must be http(s), the video id 11 characters. ' +
      'Response: { settings } (all of them, after the change).',
  })
  async update(@Body() change: UpdateSiteSettings): Promise<UpdateSiteSettingsResponse> {
    return { settings: await this.settings.update(change) };
  }
}
