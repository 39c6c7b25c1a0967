// A page the server fails to make is answered with the app's 500 page (status 500, no stack, not cached), like an
// unknown one with the 404 page; calls keep their JSON error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** The database fails every listing lookup while `run` runs (a lost table stands for a failing database). */
async function withListingsBroken<T>(run: () => Promise<T>): Promise<T> {
  await server.db.kysely.schema.alterTable('listings').renameTo('listings_away').execute()
  try {
    return await run()
  } finally {
    await server.db.kysely.schema.alterTable('listings_away').renameTo('listings').execute()
  }
}

describe('a page the server fails to make', () => {
  it('answers the 500 page with status 500, says nothing of the cause, and logs it', async () => {
    const res = await withListingsBroken(() => fetch(`${server.url}/a-listing-never-asked-for`))
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('prerendered 500 page')
    expect(html).not.toMatch(/listings|relation|at .*\.ts/)
    expect(server.logs.some((line) => line.startsWith('error GET /a-listing-never-asked-for:'))).toBe(true)
  })

  it('serves the page again once the failure is over', async () => {
    const res = await fetch(`${server.url}/a-listing-never-asked-for`)
    expect(res.status).toBe(404)
  })

  it('keeps a call’s failure a JSON error', async () => {
    const res = await withListingsBroken(() =>
      fetch(`${server.url}/api/v1/listing/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tourName: 'another-listing-never-asked-for', debugMode: false }),
      }),
    )
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
  })
})
