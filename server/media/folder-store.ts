// The media store on the local disk (the default): one file per key under the media folder. Writes go to a
// temporary file renamed into place, so a reader never sees half a file; several processes on one machine (or on a
// shared volume) can use the same folder.
import { createReadStream } from 'node:fs'
import { access, constants, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { isMissingMedia, type MediaStore, type StoredFile } from './store'

export class FolderStore implements MediaStore {
  readonly kind = 'folder'
  readonly scratchDir: string

  constructor(readonly root: string) {
    this.scratchDir = path.join(root, '.scratch')
  }

  /** The file a key is kept in. */
  fileOf(key: string) {
    return path.join(this.root, ...key.split('/'))
  }

  async info(key: string): Promise<StoredFile | undefined> {
    try {
      const info = await stat(this.fileOf(key))
      return info.isFile() ? { size: info.size, modified: info.mtime } : undefined
    } catch (error) {
      if (isMissingMedia(error)) return undefined
      throw error
    }
  }

  read(key: string) {
    return readFile(this.fileOf(key))
  }

  async stream(key: string) {
    return Readable.toWeb(createReadStream(this.fileOf(key))) as ReadableStream<Uint8Array>
  }

  async write(key: string, data: Uint8Array) {
    const file = this.fileOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, data)
    await rename(temporary, file)
  }

  async writeFile(key: string, localFile: string) {
    const file = this.fileOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    await moveFile(localFile, file)
  }

  async writeFolder(prefix: string, localDir: string) {
    const target = this.fileOf(prefix)
    if (path.resolve(localDir) === target) return
    await mkdir(path.dirname(target), { recursive: true })
    await rename(localDir, target)
  }

  async list(prefix: string): Promise<string[]> {
    const entries = await readdir(this.fileOf(prefix), { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissingMedia(error)) return []
        throw error
      },
    )
    const base = this.fileOf(prefix)
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  }

  remove(key: string) {
    return rm(this.fileOf(key), { force: true })
  }

  removeFolder(prefix: string) {
    return rm(this.fileOf(prefix), { recursive: true, force: true })
  }

  async downloadUrl() {
    return undefined
  }

  async check() {
    // A fresh data dir has no media folder until the first file is written: made here, as writing would make it.
    await mkdir(this.root, { recursive: true })
    await access(this.root, constants.R_OK | constants.W_OK)
  }
}

/** Renamed when on the same disk, else copied and removed. */
async function moveFile(from: string, to: string) {
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error
    const temporary = `${to}.${process.pid}.${Date.now()}.tmp`
    await copyFile(from, temporary)
    await rename(temporary, to)
    await rm(from, { force: true })
  }
}
