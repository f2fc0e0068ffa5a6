// Storage API errors as hosted Supabase Storage (github.com/supabase/storage) answers them:
// `{ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }`.
// storage-js turns that body into a StorageApiError whose `statusCode` is the body's statusCode
// and whose `status` is the HTTP status.
import { ApiError } from '../errors.ts';

/**
 * The HTTP status hosted sends for an error whose body says `statusCode`. Hosted's error handler
 * answers every 4xx error with HTTP 400 and the real code in the body only (StorageBackendError's
 * `userStatusCode`, "a legacy decision" per supabase/storage#323); 5xx stay 5xx. So a refused upload
 * is HTTP 400 with `statusCode: '403'` there, and here too: check `error.statusCode`, not `error.status`.
 */
function httpStatus(statusCode: number): number {
  return statusCode >= 500 ? statusCode : 400;
}

export function storageError(statusCode: number, code: string, error: string, message: string): ApiError {
  return new ApiError(httpStatus(statusCode), { statusCode: String(statusCode), code, error, message });
}

// The hosted errors the local subset can produce (src/internal/errors/codes.ts there).
export const ERRORS = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', 'Unauthorized', message),
  duplicate: () => storageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  entityTooLarge: (entity = 'object') =>
    storageError(413, 'EntityTooLarge', 'Payload too large', `The ${entity} exceeded the maximum allowed size`),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', 'Bad Request', message),
  noContent: () => storageError(400, 'InvalidRequest', 'InvalidRequest', 'No content provided'),
  internal: () => storageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

interface DatabaseErrorLike {
  code: string;
  message: string;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Postgres errors as hosted's DBError.fromDBError maps them. */
export function fromDatabaseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isDatabaseError(error)) {
    console.error('[storage]', error);
    return ERRORS.internal();
  }
  switch (error.code) {
    case '42501':
      return ERRORS.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      );
    case '23505':
      return ERRORS.duplicate();
    case '23503':
      // The bucket went away between its lookup and the insert.
      return ERRORS.noSuchBucket();
    case '23514':
      // objects_name_check: a name the routes' own check should already have refused.
      return storageError(400, 'InvalidKey', 'InvalidKey', 'Invalid key');
    case '57014':
      return storageError(544, 'DatabaseTimeout', 'DatabaseTimeout', 'The connection to the database timed out');
    default:
      console.error('[storage]', error);
      return storageError(500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`);
  }
}
