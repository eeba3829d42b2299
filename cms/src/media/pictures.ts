import { randomUUID } from 'node:crypto';
import { open, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PICTURE_TYPE_LABELS, SNIFF_BYTES, coded, checkPicture, type PictureMime, type PictureType } from '@pointe/config';
import { shopPayloadTooLargeError, shopValidationError } from '../utils/http';

/** A file as the multipart parser (formidable) and the upload plugin describe it. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
  [key: string]: unknown;
}

/** A clean copy of an upload, to hand to the media library; `remove` deletes the copy afterwards. */
interface CleanPicture {
  file: UploadedFile;
  remove(): Promise<void>;
}

/** A 48-megapixel phone photo fits; a small file that decodes into gigabytes of pixels does not. */
const MAX_PIXELS = 50_000_000;

async function readHead(filepath: string): Promise<Uint8Array> {
  const handle = await open(filepath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(new Uint8Array(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Each type is written back as itself (a GIF stays a GIF, animation included). */
const ENCODERS: Record<PictureMime, (picture: Sharp) => Sharp> = {
  'image/jpeg': (picture) => picture.jpeg({ quality: 90 }),
  'image/png': (picture) => picture.png(),
  'image/webp': (picture) => picture.webp({ quality: 90 }),
  'image/gif': (picture) => picture.gif(),
  'image/avif': (picture) => picture.avif({ quality: 70 }),
};

/**
 * Decodes and encodes again in the same format: only pixels survive. That drops metadata (GPS and the
 * rest of EXIF, XMP, comments) and anything riding after or inside the picture's own structure.
 */
async function reencode(input: string, type: PictureType, output: string): Promise<void> {
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  // Turned upright first, since the EXIF orientation goes with the rest of the metadata.
  const picture = ENCODERS[type.mime](sharp(input, { animated, limitInputPixels: MAX_PIXELS }).autoOrient());
  await picture.toFile(output);
}

/** An upload's picture type, by its bytes; a ValidationError (400) or PayloadTooLargeError (413) otherwise. */
async function pictureTypeOf(file: UploadedFile): Promise<PictureType> {
  const checked = checkPicture(await readHead(file.filepath), file.size);
  if (!checked.ok) throw checked.status === 413 ? shopPayloadTooLargeError(checked.error) : shopValidationError(checked.error);
  return checked.type;
}

/** A screenshot is read, not printed: a phone screen's width in full, at most this many pixels a side. */
const SCREENSHOT_MAX_SIDE = 1600;

/**
 * A shopper's screenshot (her InstaPay receipt, issue 40), checked by its bytes like any picture and
 * made into a still WebP of at most SCREENSHOT_MAX_SIDE pixels a side: only pixels survive, and a
 * phone's screenshot comes to a few hundred kilobytes, small enough to keep beside the payment.
 */
export async function screenshotOf(file: UploadedFile): Promise<{ mime: 'image/webp'; bytes: Buffer }> {
  await pictureTypeOf(file);
  try {
    const bytes = await sharp(file.filepath, { limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: SCREENSHOT_MAX_SIDE, height: SCREENSHOT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { mime: 'image/webp', bytes };
  } catch {
    throw shopValidationError(coded('pictureUnreadable', { types: PICTURE_TYPE_LABELS }));
  }
}

/**
 * Checks an upload by its bytes (never its declared type or name) and re-encodes it. Refuses with a
 * ValidationError (400) naming what is accepted, or a PayloadTooLargeError (413) over the limit.
 */
export async function cleanPicture(file: UploadedFile): Promise<CleanPicture> {
  const type = await pictureTypeOf(file);

  const output = path.join(os.tmpdir(), `pointe-picture-${randomUUID()}.${type.extension}`);
  const remove = () => rm(output, { force: true });
  try {
    await reencode(file.filepath, type, output);
  } catch {
    // The right magic number on a body that does not decode (a GIF header on a script, a truncated file).
    await remove();
    throw shopValidationError(coded('pictureUnreadable', { types: PICTURE_TYPE_LABELS }));
  }
  const original = path.basename(file.originalFilename || 'picture');
  const name = `${path.basename(original, path.extname(original)) || 'picture'}.${type.extension}`;
  return {
    file: {
      ...file,
      filepath: output,
      // The stored file's extension and type come from what it is, so a picture called x.html is stored as x.png.
      originalFilename: name,
      mimetype: type.mime,
      detectedMimeType: type.mime,
      size: (await stat(output)).size,
    },
    remove,
  };
}

/** The parts of Strapi's upload service that write files. */
export interface UploadService {
  upload(input: { data: unknown; files: UploadedFile | UploadedFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: UploadedFile }, opts?: unknown): Promise<unknown>;
}

/**
 * Puts `cleanPicture` in front of every write of the media library: the panel's upload and replace,
 * upload-from-URL, the content API, the shop's admin route and the seed all end up here.
 */
export function guardUploads(service: UploadService): UploadService {
  const cleanAll = async <R>(files: UploadedFile[], use: (clean: UploadedFile[]) => Promise<R>): Promise<R> => {
    const cleaned: CleanPicture[] = [];
    try {
      for (const file of files) cleaned.push(await cleanPicture(file));
      return await use(cleaned.map((picture) => picture.file));
    } finally {
      await Promise.all(cleaned.map((picture) => picture.remove()));
    }
  };
  return {
    ...service,
    upload: ({ data, files }, opts) =>
      cleanAll(Array.isArray(files) ? files : [files], (clean) => service.upload({ data, files: Array.isArray(files) ? clean : clean[0]! }, opts)),
    replace: (id, { data, file }, opts) => cleanAll([file], ([clean]) => service.replace(id, { data, file: clean! }, opts)),
  };
}
