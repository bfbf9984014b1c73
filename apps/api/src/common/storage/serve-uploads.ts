import express from 'express';
import type { Config } from '../../config/config';
import { PRIVATE_FOLDER } from './file-storage';

/** Only the kinds of file we write are ever served, whatever else might land in the folder. */
const PICTURE_FILE = /\.(webp|jpe?g|png|gif)$/i;

/**
 * /uploads: the local folder, each file with its picture type and `nosniff`, so a browser never reads
 * one as a page or a script. With S3 the pictures' own URLs point at the bucket; /uploads then sends a
 * browser there, for the fixed addresses the site knows (the home slider's) and for links made earlier.
 */
export function serveUploads(app: { use: (path: string, handler: express.RequestHandler) => unknown }, config: Config): void {
  const { storage } = config;
  // Never served, whatever the file is called: the API gives these to staff itself.
  app.use(`/uploads/${PRIVATE_FOLDER}`, (_request: express.Request, response: express.Response) => response.status(404).end());
  if (storage.driver === 's3') {
    app.use('/uploads', (request: express.Request, response: express.Response) => response.redirect(302, `${storage.publicUrl}${request.path}`));
    return;
  }
  const files = express.static(config.uploadsDir, {
    index: false,
    dotfiles: 'deny',
    maxAge: '7d',
    setHeaders: (response) => response.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  app.use('/uploads', (request: express.Request, response: express.Response, next: express.NextFunction) =>
    PICTURE_FILE.test(request.path) ? files(request, response, next) : next(),
  );
}

/** Where pictures may come from besides the site itself, for the Content-Security-Policy. */
export function pictureOrigins(config: Config): string[] {
  return config.storage.driver === 's3' ? [new URL(config.storage.publicUrl).origin] : [];
}
