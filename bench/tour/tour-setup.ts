// The tour the benchmark measures, read from the demo server's API.
import type { TourSetup } from './types'

async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** The first public listing of Explore with a ready tour (as the listing bench picks), and its tour config. */
export async function tourSetup(baseUrl: string): Promise<TourSetup> {
  const page = await api<{ listings: Array<{ tourName: string; tourReady: boolean }> }>(baseUrl, '/listing/explore', {})
  const first = page.listings.find((l) => l.tourReady)
  if (!first) throw new Error('no public listing with a ready tour: the tour bench needs the demo world (DEMO_DATA=on)')
  const listing = await api<{ tourConfigVersion: number }>(baseUrl, '/listing/get', {
    tourName: first.tourName,
    debugMode: false,
  })
  const config = await api<Omit<TourSetup, 'tourName'>>(
    baseUrl,
    `/tour/${first.tourName}?v=${listing.tourConfigVersion}`,
  )
  return { tourName: first.tourName, scenes: config.scenes, starting: config.starting }
}
