import { Controller, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ShortUrlsService } from './short-urls.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

/** Outside /api (see UNPREFIXED_ROUTES): short links are the site's own addresses. */
@ApiTags('short-urls')
@Controller('s')
export class ShortLinkController {
  constructor(private readonly shortUrls: ShortUrlsService) {}

  @Endpoint({
    method: 'GET', path: ':code', access: 'public',
    summary: 'Follow a short link',
    description: '302 to the saved address, counting the click. A code nobody made: 302 to the site\'s /error-404 page.',
  })
  async follow(@Param('code') code: string, @Res() response: Response) {
    const target = await this.shortUrls.follow(code);
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, target ?? '/error-404');
  }
}
