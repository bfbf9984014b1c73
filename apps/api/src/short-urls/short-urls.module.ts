import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ShortLinkController } from './short-link.controller';
import { ShortLink } from './short-link.entity';
import { ShortUrlsController } from './short-urls.controller';
import { ShortUrlsService } from './short-urls.service';

@Module({
  imports: [MikroOrmModule.forFeature([ShortLink])],
  controllers: [ShortUrlsController, ShortLinkController],
  providers: [ShortUrlsService],
})
export class ShortUrlsModule {}
