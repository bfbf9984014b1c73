import { Global, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CONFIG, type Config } from '../config/config';
import { HttpCacheService } from './http-cache/http-cache.service';
import { MailService } from './mail/mail.service';
import { ImageStorageService } from './storage/image-storage.service';

/** Services every feature module may use: picture storage, mail, the public response cache, and the upload limits. */
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
  providers: [ImageStorageService, MailService, { provide: HttpCacheService, useFactory: () => new HttpCacheService() }],
  exports: [ImageStorageService, MailService, HttpCacheService, MulterModule],
})
export class CommonModule {}
