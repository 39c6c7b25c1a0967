// The ZIP writer behind the photo zips (server/media/zip.ts), checked by the system's unzip: entries, CRCs, stored
// method, UTF-8 names, folders and times.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dosDateTime, ZipWriter } from '../../server/media/zip'

const dir = mkdtempSync(path.join(os.tmpdir(), 'showhome-zip-'))
const unzip = (...args: string[]) => execFileSync('unzip', args, { encoding: 'latin1' })

async function writeZip(name: string, entries: Array<[string, Uint8Array]>) {
  const file = path.join(dir, name)
  const zip = await ZipWriter.create(file)
  for (const [entry, data] of entries) await zip.add(entry, data, new Date('2026-05-04T14:30:46Z'))
  await zip.close()
  return file
}

describe('ZipWriter', () => {
  const photo = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256))
  const entries: Array<[string, Uint8Array]> = [
    ['web/Front.jpg', photo],
    ['print/Living room (2).jpg', photo.subarray(0, 1234)],
    ['print/Küche – Süd.jpg', Buffer.from('unicode name')],
    ['empty.txt', new Uint8Array(0)],
  ]

  it('writes an archive unzip tests clean, every entry stored', async () => {
    const file = await writeZip('photos.zip', entries)
    expect(unzip('-tq', file)).toMatch(/No errors detected/)
    const listing = execFileSync('zipinfo', [file], { encoding: 'utf8' })
    expect(listing.match(/ stor /g)).toHaveLength(entries.length)
    expect(listing).toContain('-rw-r--r--')
    expect(listing).toContain('26-May-04 14:30')
  })

  it('gives back every entry byte for byte, names in UTF-8', async () => {
    const file = await writeZip('bytes.zip', entries)
    const out = path.join(dir, 'out')
    execFileSync('unzip', ['-q', '-o', file, '-d', out])
    for (const [name, data] of entries) expect(readFileSync(path.join(out, name))).toEqual(Buffer.from(data))
  })

  it('is exactly as large as its contents plus headers (stored, nothing compressed)', async () => {
    const file = await writeZip('size.zip', entries)
    const names = entries.reduce((n, [name]) => n + 2 * Buffer.byteLength(name), 0)
    const data = entries.reduce((n, [, bytes]) => n + bytes.length, 0)
    expect(readFileSync(file).length).toBe(data + names + entries.length * (30 + 46) + 22)
  })

  it('writes an empty archive', async () => {
    const file = await writeZip('none.zip', [])
    expect(readFileSync(file)).toEqual(Buffer.from([0x50, 0x4b, 5, 6, ...new Array(18).fill(0)]))
  })

  it.each([
    ['2026-05-04T14:30:46Z', { time: (14 << 11) | (30 << 5) | 23, date: (46 << 9) | (5 << 5) | 4 }],
    ['1970-01-01T00:00:00Z', { time: 0, date: (0 << 9) | (1 << 5) | 1 }],
  ])('stores %s as MS-DOS time and date', (iso, expected) => {
    expect(dosDateTime(new Date(iso))).toEqual(expected)
  })
})
