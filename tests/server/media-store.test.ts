// The media store's two implementations (issue 20) answer alike: the data folder and an S3-compatible bucket (a
// local s3rver over real HTTP). What the server relies on: whole writes, sizes and times without reading, streams,
// moved files and folders, listing and removal by prefix, missing keys as undefined, and signed download addresses
// where the store can sign them.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { FolderStore } from '../../server/media/folder-store'
import type { MediaStore } from '../../server/media/store'
import { mediaStoreFromConfig } from '../../server/media/store-from-config'
import { type LocalS3, startLocalS3 } from '../support/s3-server'

let s3: LocalS3
const stores: Record<'folder' | 's3', MediaStore> = {} as Record<'folder' | 's3', MediaStore>
beforeAll(async () => {
  s3 = await startLocalS3()
  const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'showhome-media-'))
  stores.folder = new FolderStore(scratch())
  stores.s3 = mediaStoreFromConfig(
    loadConfig({ DATA_DIR: scratch(), SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent', ...s3.env }),
  )
})
afterAll(async () => {
  stores.s3.close?.()
  await s3.stop()
})

const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

/** A local folder of files, as an import or the demo renderer leaves one. */
function localFolder(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'showhome-folder-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return dir
}

describe.each(['folder', 's3'] as const)('the %s media store', (kind) => {
  const store = () => stores[kind]

  it('is of its kind and reachable', async () => {
    expect(store().kind).toBe(kind)
    await expect(store().check()).resolves.toBeUndefined()
  })

  it('keeps what is written whole: size and time without reading, the bytes, a stream; a rewrite replaces it', async () => {
    const before = Date.now()
    await store().write('sets/a/photos/01.jpg', Buffer.from('first photo'))
    const info = await store().info('sets/a/photos/01.jpg')
    expect(info?.size).toBe(11)
    // Stores keep whole seconds (S3's Last-Modified).
    expect(+info!.modified).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect((await store().read('sets/a/photos/01.jpg')).toString()).toBe('first photo')
    expect(await text(await store().stream('sets/a/photos/01.jpg'))).toBe('first photo')
    await store().write('sets/a/photos/01.jpg', Buffer.from('the second, longer photo'))
    expect((await store().read('sets/a/photos/01.jpg')).toString()).toBe('the second, longer photo')
    expect((await store().info('sets/a/photos/01.jpg'))?.size).toBe(24)
  })

  it('answers undefined for a key with nothing under it, and for a prefix', async () => {
    expect(await store().info('sets/a/photos/none.jpg')).toBeUndefined()
    expect(await store().info('sets/nothing-here/photos/01.jpg')).toBeUndefined()
    await store().write('sets/b/scenes/s01/c0.jpg', Buffer.from('face'))
    expect(await store().info('sets/b/scenes')).toBeUndefined()
  })

  it('moves a finished local file in, and a local folder with everything in it', async () => {
    const zip = path.join(localFolder({ 'built.zip.tmp': 'PK a zip' }), 'built.zip.tmp')
    await store().writeFile('cache/a/zips/l1/photos-web.zip', zip)
    expect(existsSync(zip)).toBe(false)
    expect((await store().read('cache/a/zips/l1/photos-web.zip')).toString()).toBe('PK a zip')

    const dir = localFolder({
      'scenes/s01/c0.jpg': 'c0',
      'scenes/s01/d.jpg': 'd',
      'photos/01.jpg': 'p',
      'manifest.json': '{}',
    })
    await store().writeFolder('sets/imported', dir)
    expect(existsSync(dir)).toBe(false)
    expect((await store().list('sets/imported')).sort()).toEqual([
      'manifest.json',
      'photos/01.jpg',
      'scenes/s01/c0.jpg',
      'scenes/s01/d.jpg',
    ])
    expect((await store().read('sets/imported/scenes/s01/d.jpg')).toString()).toBe('d')
  })

  it('lists nothing under an empty prefix; removes one key, or everything under a prefix', async () => {
    expect(await store().list('sets/never-written')).toEqual([])
    await store().write('cache/c/zips/l1/a.zip', Buffer.from('a'))
    await store().write('cache/c/zips/l1/b.zip', Buffer.from('b'))
    await store().write('cache/c/photos_01_jpg-1024x.jpg', Buffer.from('c'))
    await store().remove('cache/c/zips/l1/a.zip')
    await store().remove('cache/c/zips/l1/never-there.zip')
    expect(await store().list('cache/c/zips/l1')).toEqual(['b.zip'])
    await store().removeFolder('cache/c')
    expect(await store().list('cache/c')).toEqual([])
    expect(await store().info('cache/c/photos_01_jpg-1024x.jpg')).toBeUndefined()
  })

  it(
    kind === 's3'
      ? 'signs a short-lived download address that serves the file as an attachment under its name'
      : 'signs no download address: the server sends the file itself',
    async () => {
      await store().write('cache/d/zips/l1/photos-print.zip', Buffer.from('PK print'))
      const url = await store().downloadUrl('cache/d/zips/l1/photos-print.zip', '12-open-lane-print.zip')
      if (kind === 'folder') return expect(url).toBeUndefined()
      expect(url).toContain('X-Amz-Expires=300')
      const answer = await fetch(url!)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="12-open-lane-print.zip"')
      expect(answer.headers.get('content-type')).toBe('application/zip')
      expect(await answer.text()).toBe('PK print')
      // Nothing to sign for a file that is not there: the server answers its own 404 instead of the bucket's page.
      expect(await store().downloadUrl('cache/d/zips/l1/never-built.zip', 'x.zip')).toBeUndefined()
    },
  )
})

describe('an S3 store that cannot be reached', () => {
  it('fails its check, and a read is an error rather than a missing file', async () => {
    const gone = await startLocalS3('gone-bucket')
    const store = mediaStoreFromConfig(
      loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'showhome-media-')),
        SESSION_SECRET: 'x'.repeat(32),
        LOG_LEVEL: 'silent',
        ...gone.env,
      }),
    )
    await store.write('people/agents/a.jpg', Buffer.from('a'))
    await gone.stop()
    await expect(store.check()).rejects.toThrow()
    await expect(store.info('people/agents/a.jpg')).rejects.toThrow()
    store.close?.()
  })
})
