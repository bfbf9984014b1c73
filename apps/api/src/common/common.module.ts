import { Global, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CONFIG, type Config } from '../config/config';
import { CacheInvalidationService } from './http-cache/cache-invalidation.service';
import { ContentScheduleService } from './http-cache/content-schedule.service';
import { HttpCacheService } from './http-cache/http-cache.service';
import { MailLinks } from './mail/mail-links';
import { MailOutboxService } from './mail/mail-outbox.service';
import { MailTriggers } from './mail/mail-triggers';
import { OwnPendingRowsService } from './http-cache/own-pending-rows.service';
import { MailService } from './mail/mail.service';
import { UnsolicitedMailService } from './mail/unsolicited-mail.service';
import { FILE_STORAGE } from './storage/file-storage';
import { ImageStorageService } from './storage/image-storage.service';
import { openFileStorage } from './storage/open-file-storage';
import { PasswordAttemptLimit } from './rate-limit/rate-limit.guard';
import { PersonalDataService } from './personal-data/personal-data.service';

/**
 * Services every feature module may use: picture storage (and the file storage behind it), mail, its outbox, the count
 * of mail nobody asked for, signed links and the triggers by which a write owes a mail, the public response cache (its
 * invalidation across instances, and at the times content changes by itself), and the upload limits.
 */
@Global()
@Module({
  imports: [
    MulterModule.registerAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({
        dest: config.tmpDir,
        limits: { fileSize: config.maxUploadBytes, files: 20, fields: 100 },
      }),
    }),
  ],
  providers: [
    { provide: FILE_STORAGE, inject: [CONFIG], useFactory: openFileStorage },
    ImageStorageService,
    MailService,
    MailOutboxService,
    UnsolicitedMailService,
    MailLinks,
    MailTriggers,
    { provide: HttpCacheService, useFactory: () => new HttpCacheService() },
    CacheInvalidationService,
    ContentScheduleService,
    OwnPendingRowsService,
    PasswordAttemptLimit,
    PersonalDataService,
  ],
  exports: [
    PersonalDataService,
    PasswordAttemptLimit,
    FILE_STORAGE,
    ImageStorageService,
    MailService,
    MailOutboxService,
    UnsolicitedMailService,
    MailLinks,
    MailTriggers,
    HttpCacheService,
    CacheInvalidationService,
    ContentScheduleService,
    OwnPendingRowsService,
    MulterModule,
  ],
})
export class CommonModule {}
