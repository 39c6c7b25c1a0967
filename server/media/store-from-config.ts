// The configured media store: the S3-compatible bucket when MEDIA_S3_BUCKET is set, else the media folder. With S3,
// the media folder is still used for work in progress (server/media/store.ts scratchDir).
import path from 'node:path'
import type { Config } from '../config'
import { FolderStore } from './folder-store'
import { S3Store } from './s3-store'
import type { MediaStore } from './store'

export function mediaStoreFromConfig(config: Pick<Config, 'mediaDir' | 'mediaS3'>): MediaStore {
  return config.mediaS3
    ? new S3Store(config.mediaS3, path.join(config.mediaDir, '.scratch'))
    : new FolderStore(config.mediaDir)
}

/** The app's store: the one it was given, or the configured one. */
export const mediaStoreOf = (deps: { readonly config: Config; readonly media?: MediaStore | undefined }) =>
  deps.media ?? mediaStoreFromConfig(deps.config)
