import { rm } from 'node:fs/promises';
import { type CallHandler, type ExecutionContext, HttpException, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { UPLOAD_MESSAGES } from '@trailside/domain/api/upload-messages';
import { catchError, concatMap } from 'rxjs';
import { CONFIG, type Config } from '../../config/config';
import { problem } from '../errors/problem';
import { isFileSystemError, storageProblem } from './image-storage.service';

type UploadRequest = { file?: Express.Multer.File; files?: Express.Multer.File[] | Record<string, Express.Multer.File[]> };

function tempFilesOf(request: UploadRequest): Express.Multer.File[] {
  const { file, files } = request;
  const all = [...(file ? [file] : []), ...(Array.isArray(files) ? files : Object.values(files ?? {}).flat())];
  // When multer gives up mid-form (a second picture, a field it does not expect), it has already removed what it
  // wrote, and may leave a placeholder with no path behind: only real temp files are ours to remove.
  return all.filter((each) => typeof each?.path === 'string');
}

/**
 * Wraps multer (so it runs first, outside it): multer keeps each upload in DATA_DIR/tmp, and whatever
 * the handler did, the temp files go afterwards. Multer's own limit errors become messages a parent can
 * act on, naming the limit.
 */
@Injectable()
export class UploadGuardInterceptor implements NestInterceptor {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    const removeTempFiles = () => Promise.all(tempFilesOf(request).map((file) => rm(file.path, { force: true })));
    return next.handle().pipe(
      concatMap(async (result: unknown) => {
        await removeTempFiles();
        return result;
      }),
      catchError(async (error: unknown) => {
        await removeTempFiles();
        throw this.explain(error);
      }),
    );
  }

  private explain(error: unknown): unknown {
    // Multer could not keep the upload in DATA_DIR/tmp (a folder it may not write, a full disk): the picture was not stored.
    if (isFileSystemError(error)) return storageProblem(error);
    if (!(error instanceof HttpException)) return error;
    const response = error.getResponse();
    // Our own problems (415, 413, 507 from storage, 400 from validation) already speak to people.
    if (typeof response === 'object' && response !== null && 'code' in response) return error;
    if (error.getStatus() === 413) {
      return problem(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(this.config.maxUploadBytes));
    }
    if (/Too many files|Unexpected file field|Unexpected field/.test(error.message)) {
      return problem(400, 'TOO_MANY_FILES', UPLOAD_MESSAGES.tooManyFiles);
    }
    // busboy's words for a form it cannot parse: a broken transfer, or a NUL or other control character in a file name.
    if (/^Multipart:|Unexpected end of form/.test(error.message)) {
      return problem(400, 'MALFORMED_UPLOAD', UPLOAD_MESSAGES.malformed);
    }
    return error;
  }
}
