import express, { Router } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '../../../shared/posts';
import { requireUser } from '../auth/middleware';
import { HttpError } from '../lib/errors';
import type { UploadsService } from './service';

export function uploadsRoutes(uploads: UploadsService): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  router.post('/', requireUser, (req, res, next) => {
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        return next(err.code === 'LIMIT_FILE_SIZE' ? new HttpError(413, 'IMAGE_TOO_LARGE') : new HttpError(400, 'UNSUPPORTED_IMAGE'));
      }
      if (err) return next(err);
      if (!req.file) return next(new HttpError(400, 'UNSUPPORTED_IMAGE'));
      uploads.storePostImage(req.user!.uid, req.file.originalname, req.file.buffer).then((url) => res.status(201).json({ url }), next);
    });
  });

  return router;
}

/** Serves stored images with their real type; nothing is sniffed, nothing is listed. */
export function uploadsStatic(uploads: UploadsService) {
  return express.static(uploads.dir, {
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '30d',
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    },
  });
}
