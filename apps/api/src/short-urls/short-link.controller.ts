import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Access } from '../common/access/access.decorator';
import { ShortUrlsService } from './short-urls.service';

/** Outside /api (see UNPREFIXED_ROUTES): short links are the site's own addresses. */
@ApiTags('short-urls')
@Controller('s')
export class ShortLinkController {
  constructor(private readonly shortUrls: ShortUrlsService) {}

  @Get(':code')
  @Access('public')
  @ApiOperation({
    summary: 'Follow a short link',
    description: '302 to the saved address, counting the click. A code nobody made: 302 to the site\'s /error-404 page.',
  })
  async follow(@Param('code') code: string, @Res() response: Response) {
    const target = await this.shortUrls.follow(code);
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, target ?? '/error-404');
  }
}
