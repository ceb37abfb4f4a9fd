import express, { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '../../../shared/posts';
import { requireUser } from '../auth/middleware';
import { HttpError, notFound } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import type { ImageAccess, ImageView } from './access';
import type { UploadsService } from './service';

/**
 * Reads one image file from the multipart field `file` into `req.file`, paced per citizen: too
 * large is 413, anything but one file is 400. Shared by post images and avatars.
 */
export function receiveImage(limits: RateLimits): RequestHandler[] {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  // Counted before the file is read: a refused file costs its sender as much as a stored one.
  const paced: RequestHandler = (req, _res, next) => {
    limits.consume('uploadPerUser', req.user!.uid).then(() => next(), next);
  };
  const read: RequestHandler = (req, res, next) => {
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        return next(err.code === 'LIMIT_FILE_SIZE' ? new HttpError(413, 'IMAGE_TOO_LARGE') : new HttpError(400, 'UNSUPPORTED_IMAGE'));
      }
      if (err) return next(err);
      next(req.file ? undefined : new HttpError(400, 'UNSUPPORTED_IMAGE'));
    });
  };
  return [requireUser, paced, read];
}

export function uploadsRoutes(deps: { access: ImageAccess; limits: RateLimits }): Router {
  const { access } = deps;
  const router = Router();

  router.post('/', ...receiveImage(deps.limits), async (req, res) => {
    res.status(201).json({ url: await access.store(req.user!.uid, req.file!.originalname, req.file!.buffer) });
  });

  return router;
}

/**
 * A public image may stay a few minutes in shared caches, well inside Undo's window, so a
 * deleted or newly private post's image leaves them soon. A private one is kept by the browser
 * only, which asks again each time: an unfollowed citizen, or another account on the same
 * browser, gets the 404.
 */
const CACHE_CONTROL: Record<Exclude<ImageView, null>, string> = { public: 'public, max-age=300', private: 'private, no-cache' };

/**
 * Serves stored images with their real type, nothing sniffed, nothing listed, and only to those
 * who may see them (access.ts); anyone else gets the same 404 as for an image that never was.
 * Mounted behind a session reader, so `req.user` is the viewer when signed in.
 */
export function uploadsStatic(uploads: UploadsService, access: ImageAccess): Router {
  const router = Router();
  const hidden = (res: express.Response) => {
    res.setHeader('Cache-Control', 'no-store');
    return notFound();
  };

  router.use((req, res, next) => {
    access.viewOf(req.user?.uid ?? null, `/uploads${req.path}`).then((view) => {
      if (!view) return next(hidden(res));
      res.locals.imageView = view;
      next();
    }, next);
  });
  router.use(
    uploads.storage.serve((res) => {
      res.setHeader('Cache-Control', CACHE_CONTROL[res.locals.imageView as Exclude<ImageView, null>]);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    }),
  );
  // A post's image whose file is missing: the same answer.
  router.use((_req, res, next) => next(hidden(res)));
  return router;
}
