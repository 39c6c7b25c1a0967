// The server's rendering of a listing's overview (server/http/listing-render.ts, issue 22), with a stand-in for the
// SSR bundle the build keeps in dist/.ssr: its markup goes into #root with the route's head and the keep-painted
// script (allowed by the page's Content-Security-Policy); other sections, addresses with a query and listings that
// fail to render get the plain shell; the configured brand is used.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { startTestServer, TEST_CLIENT_DIR, type TestServer } from '../support/test-server'

let server: TestServer
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'client-ssr-'))
const names = {} as Record<'rendered' | 'failing', string>
const HEAD = '<link rel="stylesheet" href="/assets/listing-route.css">'
const SCRIPT = 'window.keptPainted = true'
/** A street the stand-in renderer fails on (the server may run in processes of its own, so the listing says it). */
const FAILS = 'Unrenderable'

beforeAll(async () => {
  cpSync(TEST_CLIENT_DIR, clientDir, { recursive: true })
  // The built shell, as scripts/prerender.ts keeps it for app and listing pages: an empty #root.
  const shell = readFileSync(path.join(TEST_CLIENT_DIR, 'index.html'), 'utf8')
  writeFileSync(
    path.join(clientDir, 'app.html'),
    shell.replace('<div id="root">app shell</div>', '<div id="root"></div>'),
  )
  mkdirSync(path.join(clientDir, '.ssr'))
  writeFileSync(path.join(clientDir, '.ssr', 'listing-page.json'), JSON.stringify({ head: HEAD, script: SCRIPT }))
  writeFileSync(
    path.join(clientDir, '.ssr', 'prerender.js'),
    `export async function renderListing(path, listing) {
      if (listing.address.street.includes('${FAILS}')) throw new Error('cannot render')
      return '<main data-ssr="' + path + '"><h1>' + listing.address.street + '</h1><p>' + globalThis.showhomeServerBrand + '</p></main>'
    }`,
  )
  server = await startTestServer({ CLIENT_DIR: clientDir, BRAND_NAME: 'Acme Homes' })
  await seedTestWorld(server.db.kysely)
  const rows = await demoListingStates(server.db.kysely)
  const publicOnes = rows.filter((r) => r.fully_delivered && !r.is_offline && !r.passcode_hash)
  Object.assign(names, { rendered: publicOnes[0]?.tour_name, failing: publicOnes[1]?.tour_name })
  await server.db.kysely
    .updateTable('listings')
    .set({ street: `${FAILS} Street` })
    .where('tour_name', '=', names.failing)
    .execute()
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const street = async (tourName: string) =>
  (
    await server.db.kysely
      .selectFrom('listings')
      .select('street')
      .where('tour_name', '=', tourName)
      .executeTakeFirstOrThrow()
  ).street

describe('a listing’s overview rendered by the server', () => {
  it('carries the rendered markup in #root, the route’s head and the keep-painted script, allowed by its CSP', async () => {
    const res = await server.client().get(`/${names.rendered}`)
    const html = await res.text()
    expect(html).toContain(
      `<div id="root"><main data-ssr="/${names.rendered}"><h1>${await street(names.rendered)}</h1>`,
    )
    // Under the configured brand, which the server hands to the bundle (src/ui/brand.ts).
    expect(html).toContain('<p>Acme Homes</p>')
    expect(html).toContain(HEAD)
    expect(html).toContain(`<script>${SCRIPT}</script>`)
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update(SCRIPT, 'utf8').digest('base64')
    expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
  })

  it('renders the listing’s own address however it is spelled, and only for visitors without a session', async () => {
    const upper = await (await server.client().get(`/${names.rendered.toUpperCase()}`)).text()
    expect(upper).toContain(`<main data-ssr="/${names.rendered}">`)
    const owner = server.client()
    await owner.post('/auth/user/sign-in', { email: 'admin@showhome.example', password: DEMO_PASSWORD })
    const html = await (await owner.get(`/${names.rendered}`)).text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('id="page-data"')
  })

  it('loads the new bundle when a build is written in place while the server runs', async () => {
    const before = await (await server.client().get(`/${names.rendered}`)).text()
    expect(before).toContain(HEAD)
    const next = '<link rel="stylesheet" href="/assets/listing-route-next.css">'
    writeFileSync(path.join(clientDir, '.ssr', 'listing-page.json'), JSON.stringify({ head: next, script: SCRIPT }))
    const later = new Date(Date.now() + 5000)
    utimesSync(path.join(clientDir, '.ssr', 'listing-page.json'), later, later)
    const after = await (await server.client().get(`/${names.rendered}`)).text()
    expect(after).toContain(next)
    expect(after).not.toContain(HEAD)
    writeFileSync(path.join(clientDir, '.ssr', 'listing-page.json'), JSON.stringify({ head: HEAD, script: SCRIPT }))
  })

  it('leaves other sections, addresses with a query and HEAD to the app', async () => {
    for (const address of [`/${names.rendered}/photos`, `/${names.rendered}?o=u`]) {
      const html = await (await server.client().get(address)).text()
      expect(html, address).toContain('<div id="root"></div>')
      expect(html, address).not.toContain(HEAD)
    }
    expect(await (await server.client().request('HEAD', `/${names.rendered}`)).text()).toBe('')
  })

  it('serves the plain shell, with its page data, when the listing cannot be rendered', async () => {
    const res = await server.client().get(`/${names.failing}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('id="page-data"')
    expect(html).not.toContain(SCRIPT)
  })
})
