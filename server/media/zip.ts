// A minimal ZIP writer (PKWARE APPNOTE 6.3, "stored" entries only) for the photo zips. JPEGs are already
// compressed, so deflating them costs time and saves next to nothing; storing also keeps the archive exactly as
// large as the photos, which the progress bar can count on. Names are UTF-8 (general purpose flag bit 11). No
// ZIP64: an archive stops at 65,535 entries and 4 GiB, far beyond a listing's photos; past that it refuses.
import type { FileHandle } from 'node:fs/promises'
import { open } from 'node:fs/promises'
import { crc32 } from 'node:zlib'

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
/** Version 2.0: the lowest that readers expect for stored entries with folders. */
const VERSION = 20
/** Made by Unix (3), so the external attributes below are read as file modes. */
const MADE_BY = (3 << 8) | VERSION
const UTF8_NAMES = 0x0800
/** -rw-r--r-- as a Unix mode in the high half of the external attributes. */
const FILE_MODE = (0o100644 << 16) >>> 0
const MAX_ENTRIES = 0xffff
const MAX_OFFSET = 0xffffffff

interface Entry {
  readonly name: Buffer
  readonly crc: number
  readonly size: number
  readonly offset: number
  readonly time: number
  readonly date: number
}

/** MS-DOS time and date (2-second steps, local fields taken from UTC so an archive does not depend on the host). */
export function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107)
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  }
}

export class ZipWriter {
  private readonly entries: Entry[] = []
  private offset = 0

  private constructor(private readonly handle: FileHandle) {}

  /** Creates (or truncates) the archive file. */
  static async create(file: string): Promise<ZipWriter> {
    return new ZipWriter(await open(file, 'w'))
  }

  /** Appends one file, stored as is. */
  async add(name: string, data: Uint8Array, modified = new Date()): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8')
    if (this.entries.length >= MAX_ENTRIES) throw new Error('zip: too many entries (no ZIP64)')
    if (this.offset + 30 + nameBytes.length + data.length > MAX_OFFSET) throw new Error('zip: over 4 GiB (no ZIP64)')
    const entry: Entry = {
      name: nameBytes,
      crc: crc32(data),
      size: data.length,
      offset: this.offset,
      ...dosDateTime(modified),
    }
    const header = Buffer.alloc(30)
    header.writeUInt32LE(LOCAL_HEADER, 0)
    header.writeUInt16LE(VERSION, 4)
    header.writeUInt16LE(UTF8_NAMES, 6)
    header.writeUInt16LE(0, 8) // stored
    header.writeUInt16LE(entry.time, 10)
    header.writeUInt16LE(entry.date, 12)
    header.writeUInt32LE(entry.crc, 14)
    header.writeUInt32LE(entry.size, 18) // compressed size = size when stored
    header.writeUInt32LE(entry.size, 22)
    header.writeUInt16LE(nameBytes.length, 26)
    header.writeUInt16LE(0, 28) // no extra field
    await this.write(Buffer.concat([header, nameBytes]))
    await this.write(data)
    this.entries.push(entry)
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    const start = this.offset
    for (const e of this.entries) {
      const header = Buffer.alloc(46)
      header.writeUInt32LE(CENTRAL_HEADER, 0)
      header.writeUInt16LE(MADE_BY, 4)
      header.writeUInt16LE(VERSION, 6)
      header.writeUInt16LE(UTF8_NAMES, 8)
      header.writeUInt16LE(0, 10)
      header.writeUInt16LE(e.time, 12)
      header.writeUInt16LE(e.date, 14)
      header.writeUInt32LE(e.crc, 16)
      header.writeUInt32LE(e.size, 20)
      header.writeUInt32LE(e.size, 24)
      header.writeUInt16LE(e.name.length, 28)
      // 30 extra length, 32 comment length, 34 disk number, 36 internal attributes: all 0.
      header.writeUInt32LE(FILE_MODE, 38)
      header.writeUInt32LE(e.offset, 42)
      await this.write(Buffer.concat([header, e.name]))
    }
    if (this.offset > MAX_OFFSET) throw new Error('zip: over 4 GiB (no ZIP64)')
    const end = Buffer.alloc(22)
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0)
    end.writeUInt16LE(this.entries.length, 8)
    end.writeUInt16LE(this.entries.length, 10)
    end.writeUInt32LE(this.offset - start, 12)
    end.writeUInt32LE(start, 16)
    await this.write(end)
    await this.handle.close()
  }

  /** Closes the file without finishing it (the caller deletes it). */
  async abort(): Promise<void> {
    await this.handle.close().catch(() => {})
  }

  private async write(bytes: Uint8Array) {
    let done = 0
    while (done < bytes.length) {
      const { bytesWritten } = await this.handle.write(bytes, done, bytes.length - done, this.offset + done)
      done += bytesWritten
    }
    this.offset += bytes.length
  }
}
