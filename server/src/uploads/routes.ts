import express, { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '../../../shared/posts';
import { requireUser } from '../auth/middleware';
import { HttpError, notFound } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limits';
import type { ImageAccess, ImageView } from './access';
import type { UploadsService } from './service';

export function uploadsRoutes(deps: { access: ImageAccess; limits: RateLimits }): Router {
  const { access, limits } = deps;
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  // Counted before the file is read: a refused file costs its sender as much as a stored one.
  const paced: RequestHandler = (req, _res, next) => {
    limits.consume('uploadPerUser', req.user!.uid).then(() => next(), next);
  };

  router.post('/', requireUser, paced, (req, res, next) => {
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        return next(err.code === 'LIMIT_FILE_SIZE' ? new HttpError(413, 'IMAGE_TOO_LARGE') : new HttpError(400, 'UNSUPPORTED_IMAGE'));
      }
      if (err) return next(err);
      if (!req.file) return next(new HttpError(400, 'UNSUPPORTED_IMAGE'));
      access.store(req.user!.uid, req.file.originalname, req.file.buffer).then((url) => res.status(201).json({ url }), next);
    });
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
    express.static(uploads.dir, {
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', CACHE_CONTROL[(res as unknown as express.Response).locals.imageView as Exclude<ImageView, null>]);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
      },
    }),
  );
  // A post's image whose file is missing: the same answer.
  router.use((_req, res, next) => next(hidden(res)));
  return router;
}
