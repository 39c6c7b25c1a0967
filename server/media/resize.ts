// Photos at a requested size (SPEC §7 Images: &size=), made on first request and kept in the media store beside the
// media set. One pipeline for everything that hands out photos: the media endpoint and the photo zip.
import sharp from 'sharp'
import { type PhotoSize, sizeKey, targetSize } from '../domain/photo-size'
import { type MediaStore, mediaKeys } from './store'

/** Resizes in flight, by target key, so concurrent requests for one size share one job (in this process). */
const resizing = new Map<string, Promise<void>>()

/**
 * The key holding the photo at that size: the original itself, or a stored copy made first when missing. Two
 * processes asked at once may both make it; both store the same bytes, whole.
 */
export async function photoKey(store: MediaStore, setId: string, mediaKey: string, size: PhotoSize): Promise<string> {
  const original = mediaKeys.setFile(setId, mediaKey)
  if (size.kind === 'original') return original
  const resized = mediaKeys.resized(setId, mediaKey.replace(/[/.]/g, '_'), sizeKey(size))
  if (await store.info(resized)) return resized
  let job = resizing.get(resized)
  if (!job) {
    job = resize(store, original, resized, size).finally(() => resizing.delete(resized))
    resizing.set(resized, job)
  }
  await job
  return resized
}

async function resize(store: MediaStore, original: string, target: string, size: PhotoSize) {
  const bytes = await store.read(original)
  const meta = await sharp(bytes).metadata()
  const { width, height } = targetSize(size, meta.width ?? 1, meta.height ?? 1)
  const resized = await sharp(bytes)
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  await store.write(target, resized)
}
