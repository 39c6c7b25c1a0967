// Photos at a requested size (SPEC §7 Images: &size=), made on first request and cached on disk beside the media
// set. One pipeline for everything that hands out photos: the media endpoint and the photo zip.
import { mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { type PhotoSize, sizeKey, targetSize } from '../domain/photo-size'
import { isFile, type MediaStore } from './store'

/** Resizes in flight, by target file, so concurrent requests for one size share one job. */
const resizing = new Map<string, Promise<void>>()

/** The file holding the photo at that size: the original itself, or a cached copy made first when missing. */
export async function photoFile(store: MediaStore, setId: string, mediaKey: string, size: PhotoSize): Promise<string> {
  const original = store.setFile(setId, mediaKey)
  if (size.kind === 'original') return original
  const resized = store.resizedFile(setId, mediaKey.replace(/[/.]/g, '_'), sizeKey(size))
  if (await isFile(resized)) return resized
  let job = resizing.get(resized)
  if (!job) {
    job = resize(original, resized, size).finally(() => resizing.delete(resized))
    resizing.set(resized, job)
  }
  await job
  return resized
}

async function resize(original: string, target: string, size: PhotoSize) {
  const meta = await sharp(original).metadata()
  const { width, height } = targetSize(size, meta.width ?? 1, meta.height ?? 1)
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  await sharp(original).resize(width, height, { fit: 'fill' }).jpeg({ quality: 82, mozjpeg: true }).toFile(temporary)
  // Renamed into place so a reader never sees half a file.
  await rename(temporary, target)
}
