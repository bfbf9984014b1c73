import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type CreateShortUrlResponse, type GetShortUrlsResponse, SHORT_URL_ROUTES } from '@trailside/domain/short-urls/short-url.contract';
import { type CreateShortUrl, createShortUrlSchema } from '@trailside/domain/short-urls/short-url.schema';
import { ShortUrlsService } from './short-urls.service';
import { SHORT_URLS_AUDIT } from './short-urls.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('short-urls')
@Controller()
export class ShortUrlsController {
  constructor(private readonly shortUrls: ShortUrlsService) {}

  @Endpoint({
    method: 'GET', path: SHORT_URL_ROUTES.getShortUrls, access: 'admin',
    summary: 'Every short link, newest first', description: 'Response: { data } of { origUrl, shortUrl, clicks, code, createdAt }.',
  })
  async list(): Promise<GetShortUrlsResponse> {
    return { data: (await this.shortUrls.list()).map((link) => this.shortUrls.view(link)) };
  }

  @Endpoint({
    method: 'POST', path: SHORT_URL_ROUTES.createShortUrl, access: 'admin', audit: SHORT_URLS_AUDIT.create, body: createShortUrlSchema,
    summary: 'Make a short link (admin page URL shortener)',
    description:
      'Body { url }: an http:// or https:// address (javascript:, data: and others get 400). The same address again answers its ' +
      'existing short link. Response: the short URL record { origUrl, shortUrl, clicks, code, createdAt }, shortUrl being ' +
      'PUBLIC_URL/s/<code>, a 7-character random code.',
  })
  async create(@Body() { url }: CreateShortUrl): Promise<CreateShortUrlResponse> {
    return this.shortUrls.view(await this.shortUrls.shorten(url));
  }
}
