import { Global, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CONFIG, type Config } from '../config/config';
import { MailService } from './mail/mail.service';
import { ImageStorageService } from './storage/image-storage.service';

/** Services every feature module may use: picture storage, mail, and the upload limits. */
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
  providers: [ImageStorageService, MailService],
  exports: [ImageStorageService, MailService, MulterModule],
})
export class CommonModule {}
