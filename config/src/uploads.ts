/**
 * The upload policy, once for the CMS (shop admin route and Strapi's media library) and the storefront's
 * product editor: which pictures we take, how large, and how a file's type is told from its bytes.
 */
import { coded, type CodedError } from './error-codes.js';

/** The raster picture types the shop sells with. No SVG: it is a document that can carry scripts. */
export const PICTURE_TYPES = [
  { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  { mime: 'image/png', extension: 'png', label: 'PNG' },
  { mime: 'image/webp', extension: 'webp', label: 'WebP' },
  { mime: 'image/gif', extension: 'gif', label: 'GIF' },
  { mime: 'image/avif', extension: 'avif', label: 'AVIF' },
] as const;

export type PictureType = (typeof PICTURE_TYPES)[number];
export type PictureMime = PictureType['mime'];

export const PICTURE_MIME_TYPES: PictureMime[] = PICTURE_TYPES.map((type) => type.mime);

/** For `<input type="file" accept>`: a hint to the browser's file chooser, never the decision. */
export const PICTURE_ACCEPT = PICTURE_MIME_TYPES.join(',');

export const MAX_UPLOAD_MB = 5;
/** The largest picture taken, as uploaded (before it is re-encoded). */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** A form that carries a picture may be this much larger than the picture (the other fields, multipart framing). */
export const MAX_UPLOAD_FORM_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** 'JPEG, PNG, WebP, GIF or AVIF': the picture types in words, as the refusals name them. */
export const PICTURE_TYPE_LIST = (() => {
  const labels = PICTURE_TYPES.map((type) => type.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
})();

/** "JPEG, PNG, WebP, GIF or AVIF, up to 5 MB": the hint beside a file field. */
export const PICTURE_HINT = `${PICTURE_TYPE_LIST}, up to ${MAX_UPLOAD_MB} MB`;
/** The picture types' names, for the refusals ('Pictures must be JPEG, PNG… images'). */
export const PICTURE_TYPE_LABELS: readonly string[] = PICTURE_TYPES.map((type) => type.label);
export const PICTURE_TYPE_REFUSAL = coded('pictureType', { types: PICTURE_TYPE_LABELS });
export const PICTURE_SIZE_REFUSAL = coded('pictureTooLarge', { max: MAX_UPLOAD_MB });

/** How many leading bytes `sniffPictureType` needs to see (an AVIF's brands sit in its first box). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** AVIF is an ISO-BMFF file whose first box is `ftyp` naming the `avif` (still) or `avis` (sequence) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  // Major brand at 8, minor version at 12, then the compatible brands (HEIC shares `mif1` but never lists `avif`).
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * The picture type a file's bytes say it is (its magic number), or null when it is none of ours.
 * The declared multipart type and the file name are never asked: both are the sender's word.
 */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  const byMime = (mime: PictureMime) => PICTURE_TYPES.find((type) => type.mime === mime)!;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return byMime('image/jpeg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return byMime('image/png');
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return byMime('image/gif');
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return byMime('image/webp');
  if (isAvif(bytes)) return byMime('image/avif');
  return null;
}

export type PictureCheck = { ok: true; type: PictureType } | { ok: false; status: 400 | 413; error: CodedError };

/**
 * The upload policy's answer for a file: its picture type, or why it is refused (413 over the size limit,
 * 400 when its first bytes are none of our pictures). `head` is the file's first SNIFF_BYTES bytes.
 * The CMS still decodes and re-encodes what passes here.
 */
export function checkPicture(head: Uint8Array, size: number): PictureCheck {
  if (size > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: PICTURE_SIZE_REFUSAL };
  const type = sniffPictureType(head);
  return type ? { ok: true, type } : { ok: false, status: 400, error: PICTURE_TYPE_REFUSAL };
}

/** The S3 settings the CMS (which writes) and the storefront (which reads, for /uploads) both need. */
export interface BucketLocation {
  /** Empty for AWS itself (the SDK finds the endpoint from the region). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** The bucket in the path (S3-compatible servers) rather than in the host name (AWS). */
  forcePathStyle: boolean;
  /** Where objects are read without signing, without a trailing slash: `<publicUrl>/<key>`. */
  publicUrl: string;
}

function httpUrl(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL (got "${value}")`);
  return url.href.replace(/\/+$/, '');
}

/**
 * The bucket `UPLOAD_PROVIDER=s3` keeps pictures in, from `S3_*`. Without S3_PUBLIC_URL, objects are
 * read at `S3_ENDPOINT/S3_BUCKET` (path style) or AWS's `https://<bucket>.s3.<region>.amazonaws.com`.
 */
export function readBucketLocation(env: Readonly<Record<string, string | undefined>>): BucketLocation {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('UPLOAD_PROVIDER=s3 needs S3_BUCKET (the bucket that holds the pictures).');
  const region = env.S3_REGION || 'us-east-1';
  const endpoint = env.S3_ENDPOINT ? httpUrl('S3_ENDPOINT', env.S3_ENDPOINT) : undefined;
  // S3-compatible servers (MinIO, the local test server) name the bucket in the path; AWS in the host.
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint);
  const derived = endpoint && forcePathStyle ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
  return { endpoint, bucket, region, forcePathStyle, publicUrl: httpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL || derived) };
}
