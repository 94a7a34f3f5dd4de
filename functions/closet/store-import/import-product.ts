/**
 * `POST /api/closets/{closetId}/imports` service (issue 7, spec 02 §2.15 made real): fetch a
 * store page safely, read it (JSON-LD, else Open Graph, else title) and copy its product image
 * into the caller's uploads so the custom item form can use it as its first photo. When the page
 * names no colour, the photo's dominant colour (background ignored, issue 34 §6) fills it in.
 */
import { takeLimited } from '../../_core/rate-limit';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import sharp from 'sharp';
import {
  CLOSET_ERRORS,
  CLOSET_PHOTO_TYPES,
  STORE_IMPORT_LIMITS,
  type StoreImportResult,
} from '@seamline/shared/contracts/closet';
import { PRESIGN_EXPIRY_SECONDS } from '@seamline/shared/contracts/media';
import { BadRequest, Forbidden, HttpError } from '../../_core/http-errors';
import { logger } from '../../_core/powertools';
import { mediaBucket, s3 } from '../../media/s3';
import { newUploadKey } from '../photos-access';
import { photoColour } from '../photo-colour';
import { parseProductPage } from './parse-page';
import { safeFetch, StoreUnreachable, StoreUrlRefused } from './safe-fetch';

/** 502 Bad Gateway: the store page could not be read. */
class BadGateway extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}

/** A copied product image: the result's `photo` and its bytes. */
interface CopiedImage {
  photo: NonNullable<StoreImportResult['photo']>;
  bytes: Uint8Array;
}

/**
 * Copy the product image into `uploads/closet/<caller>/<uuid>` (JPEG, PNG or WebP by its
 * content type AND its bytes, ≤ maxImageBytes); null when there is none or anything fails (the import still succeeds).
 */
async function copyImage(
  callerId: string,
  imageUrl: string | null,
  deadline: number,
): Promise<CopiedImage | null> {
  if (!imageUrl) return null;
  try {
    const image = await safeFetch(imageUrl, {
      accept: CLOSET_PHOTO_TYPES,
      maxBytes: STORE_IMPORT_LIMITS.maxImageBytes,
      rejectOversize: true,
      deadline,
    });
    // The bytes must really be a JPEG, PNG or WebP (the header alone is not trusted).
    const { format } = await sharp(image.body).metadata();
    const contentType =
      format === 'jpeg' || format === 'png' || format === 'webp' ? `image/${format}` : null;
    if (!contentType) throw new Error(`not a JPEG, PNG or WebP image (${format ?? 'unknown'})`);
    const key = newUploadKey(callerId);
    await s3.send(
      new PutObjectCommand({
        Bucket: mediaBucket(),
        Key: key,
        Body: image.body,
        ContentType: contentType,
      }),
    );
    const previewUrl = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: mediaBucket(), Key: key }),
      {
        expiresIn: PRESIGN_EXPIRY_SECONDS,
      },
    );
    return { photo: { key, previewUrl }, bytes: image.body };
  } catch (err) {
    logger.info('store import: image not copied', { imageUrl, reason: (err as Error).message });
    return null;
  }
}

/** The photo's dominant colour, or null when it cannot be read (the import still succeeds). */
async function colourOf(bytes: Uint8Array) {
  try {
    return await photoColour(bytes);
  } catch (err) {
    logger.info('store import: photo colour not read', { reason: (err as Error).message });
    return null;
  }
}

/**
 * Import a store product page for the caller's own closet.
 * @throws Forbidden (403) notYourCloset when closetId is not the caller's.
 * @throws BadRequest (400) storeUrlRefused when the address (or a redirect) is not public.
 * @throws HttpError 502 storeUnreachable on timeout, network error, non-2xx or a non-HTML page.
 */
export async function importFromStore(
  callerId: string,
  closetId: string,
  url: string,
): Promise<StoreImportResult> {
  if (callerId !== closetId) throw new Forbidden(CLOSET_ERRORS.notYourCloset);
  // Counted before the outside fetch, refused or not: each attempt costs a request to a store.
  await takeLimited('storeImport', callerId);
  const deadline = Date.now() + STORE_IMPORT_LIMITS.timeoutMs;
  let page;
  try {
    page = await safeFetch(url, {
      accept: ['text/html', 'application/xhtml+xml'],
      maxBytes: STORE_IMPORT_LIMITS.maxPageBytes,
      deadline,
    });
  } catch (err) {
    if (err instanceof StoreUrlRefused) throw new BadRequest(CLOSET_ERRORS.storeUrlRefused);
    if (err instanceof StoreUnreachable) {
      logger.info('store import: page not read', { url, reason: err.message });
      throw new BadGateway(CLOSET_ERRORS.storeUnreachable);
    }
    throw err;
  }
  const parsed = parseProductPage(page.body.toString('utf8'), page.url.href);
  const copied = await copyImage(callerId, parsed.imageUrl, deadline);
  const { imageUrl: _unused, ...fields } = parsed;
  const fromPhoto = !fields.color && copied ? await colourOf(copied.bytes) : null;
  return {
    ...fields,
    color: fields.color ?? fromPhoto?.name ?? null,
    colorFromPhoto: fromPhoto?.confidence ?? null,
    photo: copied?.photo ?? null,
  };
}
