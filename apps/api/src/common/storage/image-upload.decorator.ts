import { rm } from 'node:fs/promises';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { catchError, concatMap } from 'rxjs';

/** Multer keeps each upload in DATA_DIR/tmp; whatever the handler did, the temp file goes afterwards. */
@Injectable()
class RemoveTempUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const request = context.switchToHttp().getRequest<{ file?: Express.Multer.File }>();
    const removeTempFile = () => (request.file?.path ? rm(request.file.path, { force: true }) : Promise.resolve());
    return next.handle().pipe(
      concatMap(async (result: unknown) => {
        await removeTempFile();
        return result;
      }),
      catchError(async (error: unknown) => {
        await removeTempFile();
        throw error;
      }),
    );
  }
}

/** A route that takes one optional picture under `field`, beside JSON or multipart fields. */
export function ImageUpload(field: string) {
  return applyDecorators(
    UseInterceptors(FileInterceptor(field), RemoveTempUploadInterceptor),
    ApiConsumes('multipart/form-data', 'application/json'),
  );
}
