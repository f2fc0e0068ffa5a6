// Bucket ids and object names from the URL. Every one of them ends up as a path on this machine's
// disk (store.ts), so anything that could leave the bucket's folder or confuse the file system is
// refused here with hosted's 400 InvalidKey / InvalidBucketName before any query or file operation.
import { ERRORS } from './errors.ts';

/** Hosted's isValidBucketName: S3-safe characters, no '/', at most 63 characters. */
const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** S3's limit on a key, in UTF-8 bytes (hosted's names are S3 keys). */
const MAX_NAME_BYTES = 1024;
/** NAME_MAX of common file systems: a longer segment could not be a file or folder here. */
const MAX_SEGMENT_BYTES = 255;

/**
 * Control characters (hosted refuses all but tab, LF and CR; we refuse those too: they make file
 * names nobody can type), DEL, the non-characters U+FFFE/U+FFFF, lone surrogates (not valid UTF-8),
 * and the backslash (a path separator on Windows). Code units, not a regular expression: the linter
 * rightly distrusts control characters in those.
 */
function isForbidden(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  if (unit < 0x20 || unit === 0x7f || unit === 0x5c || unit === 0xfffe || unit === 0xffff) return true;
  if (unit >= 0xd800 && unit <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (unit >= 0xdc00 && unit <= 0xdfff) {
    const previous = text.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

function hasForbidden(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isForbidden(text, i)) return true;
  return false;
}

export function isValidBucketId(id: string): boolean {
  return id.length > 0 && id.length < 64 && id !== '.' && id !== '..' && BUCKET_NAME.test(id);
}

/**
 * An object name as hosted accepts it (any Unicode text without control characters), minus what a
 * file system path cannot safely carry: a leading '/', empty segments ('a//b', 'a/'), '.' and '..'
 * segments, overlong names or segments. storage-js never sends those: it trims and collapses slashes.
 */
export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || hasForbidden(name)) return false;
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) return false;
  return name
    .split('/')
    .every(
      (segment) =>
        segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES,
    );
}

function mustBeValidBucketId(id: string): string {
  if (!isValidBucketId(id)) throw ERRORS.invalidBucketName();
  return id;
}

function mustBeValidObjectName(name: string): string {
  if (!isValidObjectName(name)) throw ERRORS.invalidKey(printable(name));
  return name;
}

/** A name as an error message may quote it: no control characters echoed back, bounded length. */
function printable(name: string): string {
  let visible = '';
  for (let i = 0; i < name.length && visible.length < 200; i++) visible += isForbidden(name, i) ? '\ufffd' : name[i];
  return visible.length < name.length ? `${visible}...` : visible;
}

function decode(raw: string, onError: () => Error): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw onError();
  }
}

/**
 * `<bucket>/<name>` from the rest of a URL path (still percent-encoded), decoded as hosted's router
 * decodes its `/:bucketName/*` parameters: so `a%2Fb.png` is the name `a/b.png`. The URL parser has
 * already resolved literal '.'/'..' segments; encoded ones ('a%2F..%2Fb') are decoded here and refused.
 */
export function bucketAndName(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  const rawBucket = slash === -1 ? rest : rest.slice(0, slash);
  const rawName = slash === -1 ? '' : rest.slice(slash + 1);
  const bucket = mustBeValidBucketId(decode(rawBucket, ERRORS.invalidBucketName));
  const name = mustBeValidObjectName(decode(rawName, () => ERRORS.invalidKey(printable(rawName))));
  return { bucket, name };
}

/** Just a bucket id from its (percent-encoded) URL segment. */
export function bucketFromSegment(raw: string): string {
  return mustBeValidBucketId(decode(raw, ERRORS.invalidBucketName));
}
