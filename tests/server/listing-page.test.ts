// A listing's link-preview metadata (SPEC §7 GET /listing/metadata/{tourName}) and its page at /{tourName}: the same
// tags injected into the page's head, and Last-Modified from the listing's updated_at for the update notice's HEAD
// poll (SPEC §4, §7), kept current by the database when the listing or its photos change.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { tourAssets } from '../../server/http/tour-preloads'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, TEST_CLIENT_DIR, type TestServer } from '../support/test-server'

let server: TestServer
// A copy of the test build, written long ago, so the listing's updated_at sets Last-Modified until a test rebuilds.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-'))
const LONG_AGO = new Date('2020-01-01T00:00:00Z')
const shellFile = path.join(clientDir, 'index.html')
const names = {} as Record<'public' | 'escaped' | 'offline' | 'protected', string>

beforeAll(async () => {
  cpSync(TEST_CLIENT_DIR, clientDir, { recursive: true })
  utimesSync(shellFile, LONG_AGO, LONG_AGO)
  server = await startTestServer({ CLIENT_DIR: clientDir, PUBLIC_URL: 'https://homes.example' })
  await seedTestWorld(server.db.kysely)
  const rows = await demoListingStates(server.db.kysely)
  const publicOnes = rows.filter((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)
  Object.assign(names, {
    public: publicOnes[0]?.tour_name,
    escaped: publicOnes[1]?.tour_name,
    offline: rows.find((r) => r.is_offline && r.owner_email === 'owner@showhome.example')?.tour_name,
    protected: rows.find((r) => r.passcode_hash)?.tour_name,
  })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const listingRow = (tourName: string) =>
  server.db.kysely.selectFrom('listings').selectAll().where('tour_name', '=', tourName).executeTakeFirstOrThrow()

/** The content of a meta tag (by name or property), as written. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1]

describe('GET /listing/metadata/{tourName}', () => {
  it('answers an HTML head with the title, description, picture and address of a public listing', async () => {
    const res = await server.client().get(`/api/v1/listing/metadata/${names.public}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    const row = await listingRow(names.public)
    const title = `${row.street}, ${row.neighborhood} · Showhome`
    expect(html).toMatch(/^<head>[\s\S]*<\/head>\n$/)
    expect(html).toContain(`<title>${title}</title>`)
    expect(meta(html, 'og:title')).toBe(title)
    expect(meta(html, 'description')).toMatch(
      /^\d+( \+ \d+)? beds? · [\d.]+( \+ \d+)? baths? · [\d,]+ SF · (\$[\d,]+|Exclusive)\. \S/,
    )
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'))
    expect(meta(html, 'og:image')).toMatch(
      new RegExp(`^${server.config.publicUrl}/media/${names.public}/photos/p\\d+\\.jpg\\?v=1&amp;size=1280x\\*$`),
    )
    expect(meta(html, 'og:url')).toBe(`${server.config.publicUrl}/${names.public}`)
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
  })

  it('escapes what the listing says', async () => {
    await server.db.kysely
      .updateTable('listings')
      .set({ street: '1 "Elm" <b>St</b> & Co', description: '<p>Tom &amp; "Jerry"</p><script>alert(1)</script>' })
      .where('tour_name', '=', names.escaped)
      .execute()
    const html = await (await server.client().get(`/api/v1/listing/metadata/${names.escaped}`)).text()
    expect(html).toContain('<title>1 &quot;Elm&quot; &lt;b&gt;St&lt;/b&gt; &amp; Co, ')
    expect(meta(html, 'description')).toMatch(/ Tom &amp; &quot;Jerry&quot;$/)
    expect(html).not.toContain('alert')
  })

  it.each(['offline', 'protected', 'unknown'] as const)('reveals nothing of a listing that is %s', async (kind) => {
    const owner = server.client()
    await owner.post('/auth/user/sign-in', { email: 'owner@showhome.example', password: DEMO_PASSWORD })
    const res = await owner.get(`/api/v1/listing/metadata/${kind === 'unknown' ? 'no-such-listing' : names[kind]}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'This listing could not be found.' })
  })
})

/** The Last-Modified the update notice reads (HEAD on the public listing's page). */
const lastModified = async () =>
  (await server.client().request('HEAD', `/${names.public}`)).headers.get('last-modified')
/** Sets the public listing's updated_at, as a change to it would. */
const setUpdatedAt = (at: Date) =>
  server.db.kysely.updateTable('listings').set({ updated_at: at }).where('tour_name', '=', names.public).execute()

describe('the page at /{tourName}', () => {
  it('carries the listing’s tags in place of the shell’s title, and Last-Modified from updated_at', async () => {
    const res = await server.client().get(`/${names.public}/photos`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('Test shell')
    expect(html).toContain(`<title>${(await listingRow(names.public)).street}, `)
    expect(meta(html, 'og:image')).toContain(`/media/${names.public}/photos/`)
    expect(html).toContain('app shell')
    const updated = (await listingRow(names.public)).updated_at
    expect(res.headers.get('last-modified')).toBe(new Date(updated).toUTCString())
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('answers HEAD with the same Last-Modified and no body', async () => {
    const get = await server.client().get(`/${names.public}`)
    const head = await server.client().request('HEAD', `/${names.public}`)
    expect(head.status).toBe(200)
    expect(head.headers.get('last-modified')).toBe(get.headers.get('last-modified'))
    expect(await head.text()).toBe('')
  })

  it('moves Last-Modified when the listing or its photos change (the update notice)', async () => {
    const day = new Date('2026-01-02T03:04:05Z')
    await setUpdatedAt(day)
    expect(await lastModified()).toBe(day.toUTCString())
    const { id } = await listingRow(names.public)
    await server.db.kysely
      .updateTable('listing_photos')
      .set({ caption: 'A new caption' })
      .where('listing_id', '=', id)
      .where('position', '=', 0)
      .execute()
    const afterPhoto = await lastModified()
    expect(afterPhoto).not.toBe(day.toUTCString())
    expect(Date.parse(afterPhoto ?? '')).toBeGreaterThan(Date.now() - 60_000)
    await server.db.kysely.updateTable('listings').set({ updated_at: day }).where('id', '=', id).execute()
    await server.db.kysely
      .updateTable('listings')
      .set({ description: '<p>New words</p>' })
      .where('id', '=', id)
      .execute()
    expect(await lastModified()).not.toBe(day.toUTCString())
  })

  it('moves Last-Modified when a new build replaces the app, so open pages offer Refresh after a redeploy', async () => {
    const day = new Date('2026-01-02T03:04:05Z')
    await setUpdatedAt(day)
    expect(await lastModified()).toBe(day.toUTCString())
    // The deploy: a new shell, written after the listing last changed.
    const deployed = new Date('2026-03-04T05:06:07Z')
    writeFileSync(shellFile, readFileSync(shellFile, 'utf8').replace('app shell', 'app shell, next build'))
    utimesSync(shellFile, deployed, deployed)
    // The server looks at the shell's file again within a second; wait for it, not for a fixed time.
    await expect.poll(lastModified, { timeout: 10_000 }).toBe(deployed.toUTCString())
    // A listing change after the deploy moves it again.
    const later = new Date('2026-05-06T07:08:09Z')
    await setUpdatedAt(later)
    expect(await lastModified()).toBe(later.toUTCString())
  })

  it('keeps a protected listing’s page generic and out of search engines; Last-Modified once unlocked', async () => {
    const client = server.client()
    const locked = await client.get(`/${names.protected}`)
    expect(locked.status).toBe(200)
    const html = await locked.text()
    expect(html).toContain('<title>Test shell</title>')
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).not.toContain('og:')
    expect(locked.headers.get('last-modified')).toBeNull()
    await client.post('/api/v1/listing/get', { tourName: names.protected, debugMode: false, passcode: DEMO_PASSCODE })
    const unlocked = await client.request('HEAD', `/${names.protected}`)
    expect(unlocked.headers.get('last-modified')).not.toBeNull()
  })

  it('answers an offline listing’s page as not found, except to those who may see it', async () => {
    const visitor = await server.client().get(`/${names.offline}`)
    expect(visitor.status).toBe(404)
    const owner = server.client()
    await owner.post('/auth/user/sign-in', { email: 'owner@showhome.example', password: DEMO_PASSWORD })
    const res = await owner.get(`/${names.offline}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />')
    expect(res.headers.get('last-modified')).not.toBeNull()
  })

  it('answers an unknown tour name with 404', async () => {
    expect((await server.client().get('/no-such-listing')).status).toBe(404)
  })
})

/** The page data the page's HTML carries (src/domain/page-data.ts INLINE_PAGE_DATA_ID), parsed, or undefined. */
const inlinePageData = (html: string) => {
  const found = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1]
  return found === undefined
    ? undefined
    : (JSON.parse(found) as { path: string; result: Record<string, unknown>; viewerEmail?: string | null })
}

describe('the page data a listing page carries (SPEC §7), so the browser does not ask for the listing again', () => {
  it('is what POST /listing/get answers the same caller, for a visitor and for the owner', async () => {
    const visitor = server.client()
    const page = await visitor.get(`/${names.public}/photos`)
    const data = inlinePageData(await page.text())
    expect(data?.path).toBe(`/${names.public}/photos`)
    const asked = await visitor.post('/api/v1/listing/get', { tourName: names.public, debugMode: false })
    expect(data?.result).toEqual({ kind: 'listing', listing: await asked.json() })
    expect(data?.viewerEmail).toBeNull()

    const owner = server.client()
    await owner.post('/auth/user/sign-in', { email: 'owner@showhome.example', password: DEMO_PASSWORD })
    const ownPage = inlinePageData(await (await owner.get(`/${names.offline}`)).text())
    // Made for the owner, and saying so: the browser drops it for anyone else (a page kept from before a sign-out).
    expect(ownPage?.viewerEmail).toBe('owner@showhome.example')
    const ownAnswer = await (
      await owner.post('/api/v1/listing/get', { tourName: names.offline, debugMode: false })
    ).json()
    expect(ownPage?.result).toEqual({ kind: 'listing', listing: ownAnswer })
    expect((ownAnswer as { permissions: string[] }).permissions.length).toBeGreaterThan(0)
  })

  it('says only that a passcode is needed for a protected listing, and nothing of an offline one', async () => {
    const locked = await (await server.client().get(`/${names.protected}`)).text()
    expect(inlinePageData(locked)?.result).toEqual({ kind: 'passcodeRequired', tourName: names.protected })
    const { street } = await listingRow(names.protected)
    expect(locked).not.toContain(street)
    const offline = await server.client().get(`/${names.offline}`)
    expect(offline.status).toBe(404)
    expect(inlinePageData(await offline.text())).toBeUndefined()
  })

  it('cannot be closed by what the listing says', async () => {
    const caption = 'Ends here</script><script>alert(1)</script> <!-- & more'
    const { id } = await listingRow(names.escaped)
    await server.db.kysely
      .updateTable('listing_photos')
      .set({ caption })
      .where('listing_id', '=', id)
      .where('position', '=', 0)
      .execute()
    const html = await (await server.client().get(`/${names.escaped}`)).text()
    expect(html).not.toContain('alert(1)</script>')
    expect(html).not.toContain('<!--')
    const listing = inlinePageData(html)?.result.listing as { photos: { caption: string | null }[] } | undefined
    expect(listing?.photos.map((photo) => photo.caption)).toContain(caption)
  })

  it('is left out of HEAD answers', async () => {
    const head = await server.client().request('HEAD', `/${names.public}`)
    expect(await head.text()).toBe('')
    expect(head.headers.get('cache-control')).toBe('private, no-cache')
  })
})

describe('preload hints on a public tour page (issue 7: the tour starts loading with the app)', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)">/g)].map((m) => m[1])

  it('preloads the opening preview strip, the tour config and the faces in view, before anything else', async () => {
    const row = await listingRow(names.public)
    const html = await (await server.client().get(`/${names.public}/tour`)).text()
    const config = await (await server.client().get(`/api/v1/tour/${names.public}?v=${row.tour_config_version}`)).json()
    const start = config.scenes.find((s: { code: string }) => s.code === config.starting.sceneCode)
    const scene = `/media/${names.public}/scenes/${start.code}`
    const [strip, tour, ...faces] = preloads(html)
    expect([tour, strip]).toEqual([
      `/api/v1/tour/${names.public}?v=${row.tour_config_version}`,
      `${scene}/d.jpg?v=${start.version}`,
    ])
    // The face the opening view looks at (docs/panoramas.md: c1 north, c2 east, c3 south, c4 west, the cube turned
    // by the scene's yaw; level views), never the one behind it, each face once.
    const heading = (((config.starting.pan - start.yaw) % 360) + 360) % 360
    const ahead = [1, 2, 3, 4][Math.round(heading / 90) % 4] as number
    const behind = [3, 4, 1, 2][Math.round(heading / 90) % 4] as number
    expect(Math.abs(config.starting.tilt)).toBeLessThan(30)
    expect(faces).toContain(`${scene}/c${ahead}.jpg?v=${start.version}`)
    expect(faces).not.toContain(`${scene}/c${behind}.jpg?v=${start.version}`)
    expect(new Set(faces).size).toBe(faces.length)
    for (const face of faces) expect(face).toMatch(new RegExp(`^${scene}/c[0-5]\\.jpg\\?v=${start.version}$`))
    // First in <head>: asked for before the app's own scripts and styles (and anything else the page names), which
    // would hold them back on a browser's six connections.
    const later = ['<title>', '<script type="module"', 'rel="stylesheet"', 'rel="modulepreload"']
      .map((tag) => html.indexOf(tag))
      .filter((at) => at >= 0)
    expect(later).toContain(html.indexOf('<title>'))
    expect(html.indexOf(`${scene}/d.jpg`)).toBeLessThan(Math.min(...later))
    expect(html.lastIndexOf(`${scene}/c`)).toBeLessThan(Math.min(...later))
  })

  it('preloads the scene a d1 link opens at', async () => {
    const row = await listingRow(names.public)
    const config = await (await server.client().get(`/api/v1/tour/${names.public}?v=${row.tour_config_version}`)).json()
    const other = config.scenes.find((s: { code: string }) => s.code !== config.starting.sceneCode)
    const html = await (await server.client().get(`/${names.public}/tour?d1=16290${other.code}`)).text()
    expect(preloads(html)[0]).toBe(`/media/${names.public}/scenes/${other.code}/d.jpg?v=${other.version}`)
  })

  it('preloads nothing on other sections, nor for a protected listing', async () => {
    expect(preloads(await (await server.client().get(`/${names.public}`)).text())).toEqual([])
    expect(preloads(await (await server.client().get(`/${names.protected}/tour`)).text())).toEqual([])
  })
})

describe('tourAssets', () => {
  it('lists the tour chunks and what they import from the build manifest, without the app entry', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
    mkdirSync(path.join(dir, '.vite'))
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js' },
        'src/ui/features/listing-viewer/sections/TourAndPlan.tsx': {
          file: 'assets/TourAndPlan-2.js',
          imports: ['index.html', '_shared-3.js'],
          css: ['assets/TourAndPlan-4.css'],
        },
        'src/ui/three/index.ts': { file: 'assets/three-5.js', imports: ['_shared-3.js'] },
        '_shared-3.js': { file: 'assets/shared-3.js' },
      }),
    )
    expect(tourAssets(dir)).toEqual({
      scripts: ['assets/TourAndPlan-2.js', 'assets/shared-3.js', 'assets/three-5.js'],
      styles: ['assets/TourAndPlan-4.css'],
    })
    expect(tourAssets(path.join(dir, 'missing'))).toEqual({ scripts: [], styles: [] })
  })
})
