import { Module } from '@nestjs/common';
import { BlogsModule } from '../blogs/blogs.module';
import { CommentsModule } from '../comments/comments.module';
import { TestimonialsModule } from '../testimonials/testimonials.module';
import { IdentityModule } from '../identity/identity.module';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

/** The staff console's inbox over comments and testimonials; it owns no table of its own. */
@Module({
  imports: [CommentsModule, TestimonialsModule, BlogsModule, IdentityModule],
  controllers: [ModerationController],
  providers: [ModerationService],
  // The staff's "items waiting" mail counts what waits as the inbox does.
  exports: [ModerationService],
})
export class ModerationModule {}
