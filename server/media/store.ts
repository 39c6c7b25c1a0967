// Where media live on disk (DATA_DIR/media by default, MEDIA_DIR to share a rendered cache): one folder per media set
// (a rendered or imported house), shared by every listing that shows it, plus people's portraits and a cache of
// resized photos. Paths are built from checked segments only, so a request can never reach outside the folder.
import { stat } from 'node:fs/promises'
import path from 'node:path'

export const SCENE_FILES = [
  'c0.jpg',
  'c1.jpg',
  'c2.jpg',
  'c3.jpg',
  'c4.jpg',
  'c5.jpg',
  'd.jpg',
  't.jpg',
  'adjusted-pano.jpg',
] as const

const SAFE_SEGMENT = /^[a-z0-9][a-z0-9._-]{0,127}$/i

/** A path segment taken from a request or a database key; anything with slashes or leading dots is refused. */
export const isSafeSegment = (segment: string) => SAFE_SEGMENT.test(segment) && !segment.includes('..')

/** Whether a regular file exists at that path. */
export const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  )

export class MediaStore {
  constructor(readonly root: string) {}

  setDir(setId: string) {
    return this.join('sets', setId)
  }

  sceneFile(setId: string, sceneCode: string, file: string) {
    return this.join('sets', setId, 'scenes', sceneCode, file)
  }

  /** A key stored in the database, relative to its media set ('photos/03.jpg', 'floorplans/f1-metric.svg'). */
  setFile(setId: string, key: string) {
    return this.join('sets', setId, ...key.split('/'))
  }

  /** Portraits: 'agents/maya-ruiz.jpg', 'photographers/ph-1.jpg'. */
  peopleFile(key: string) {
    return this.join('people', ...key.split('/'))
  }

  /** Files made on demand for a media set (resized photos, per-listing floor plan documents). */
  cacheDir(setId: string) {
    return this.join('cache', setId)
  }

  resizedFile(setId: string, stem: string, sizeKey: string) {
    return this.join('cache', setId, `${stem}-${sizeKey}.jpg`)
  }

  /** A listing's photo zips: per listing (names and visible photos are the listing's), beside its media set. */
  zipFile(setId: string, listingId: string, name: string) {
    return this.join('cache', setId, 'zips', listingId, name)
  }

  private join(...segments: string[]) {
    for (const s of segments) if (!isSafeSegment(s)) throw new Error(`unsafe media path segment: ${JSON.stringify(s)}`)
    return path.join(this.root, ...segments)
  }
}
