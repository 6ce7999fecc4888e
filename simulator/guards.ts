// Checks every request passes before any route sees it: a body size limit and a well-formed
// percent-encoded path. Refusals are 4xx answers (the platform's envelope under /wps), never a
// server error.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contract } from '../contract/index.ts';
import { ERRORS, type ErrorCode } from '../contract/errors.ts';

/** The largest body a call may carry. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The reward image upload carries one image of up to 5 MB as base64 (4/3 of its size) in JSON;
 * it gets room for that and no more.
 */
export const MAX_UPLOAD_BODY_BYTES = 7 * 1024 * 1024;

const LARGE_BODY_PATHS = new Set([contract.uploadRewardImage.path]);

/** A refusal: the platform envelope under /wps, plain text elsewhere. */
function refuse(c: Context, code: ErrorCode, field: string): Response {
  const spec = ERRORS[code];
  if (new URL(c.req.url).pathname.startsWith('/wps/'))
    return c.json(
      { success: false, code, message: spec.message, value: { fields: { [field]: spec.message } } },
      spec.status as 400,
    );
  return c.text(code === 'PAYLOAD_TOO_LARGE' ? 'Payload too large' : 'Bad request', spec.status as 400);
}

const limits = {
  normal: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, 'PAYLOAD_TOO_LARGE', 'body') }),
  upload: bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => refuse(c, 'PAYLOAD_TOO_LARGE', 'body'),
  }),
};

/** Refuses bodies over the limit with 413 (by Content-Length, or while reading a streamed body). */
export const limitBodies: MiddlewareHandler = (c, next) =>
  (LARGE_BODY_PATHS.has(new URL(c.req.url).pathname) ? limits.upload : limits.normal)(c, next);

/** Refuses a path whose percent-encoding does not decode (`/m/%E0%A4%A`, `/sim/%ZZ`) with 400. */
export const requireWellFormedPath: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const pathname = url.slice(url.indexOf('/', url.indexOf('//') + 2)).split(/[?#]/)[0] ?? '/';
  try {
    decodeURIComponent(pathname);
  } catch {
    return refuse(c, 'VALIDATION_ERROR', 'path');
  }
  await next();
};
