import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { FamiliesModule } from '../admissions/families/families.module';
import { CaptchaService } from './captcha.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { EnquiriesController } from './enquiries.controller';
import { Enquiry } from './enquiry.entity';
import { UsedCaptcha } from './used-captcha.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Enquiry, UsedCaptcha]), SettingsModule, FamiliesModule],
  controllers: [ContactController, EnquiriesController],
  providers: [ContactService, CaptchaService],
  // Signing in asks for the same captcha once an address has had too many wrong passwords.
  exports: [CaptchaService, ContactService],
})
export class ContactModule {}
