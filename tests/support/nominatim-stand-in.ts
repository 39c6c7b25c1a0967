// A Nominatim stand-in over real HTTP, answering from a geocoder of the test's (the booking world's gazetteer): for
// server processes, which cannot be handed a geocoder object, so they run GEOCODER=nominatim against this. It speaks
// as much of Nominatim's protocol as server/geocoding/nominatim.ts uses: /search (limit 1 is a geocode; more is a
// list of suggestions; countrycodes filters) and /reverse, in format jsonv2 with address details.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GeocodeAnswer, Geocoder } from '../../server/geocoding/geocoder'
import type { NominatimPlace } from '../../server/geocoding/nominatim'

export interface NominatimStandIn {
  readonly url: string
  close(): Promise<void>
}

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada' }

/** The answer as Nominatim would give it, so that nominatimLocation reads back the same location. */
function placeOf(answer: GeocodeAnswer, id: string): NominatimPlace | undefined {
  const location = answer.location
  if (answer.status !== 'OK' || !location) return undefined
  const numbered = /^(\d+[A-Za-z]?) (.+)$/.exec(location.address1)
  return {
    place_id: id,
    lat: String(location.latitude),
    lon: String(location.longitude),
    display_name: location.formattedAddress,
    place_rank: answer.exact ? 30 : 26,
    address: {
      ...(numbered ? { house_number: numbered[1], road: numbered[2] } : { road: location.address1 }),
      city: location.city,
      'ISO3166-2-lvl4': `${location.country}-${location.state}`,
      postcode: location.postalCode,
      country: COUNTRY_NAMES[location.country] ?? location.country,
      country_code: location.country.toLowerCase(),
    },
  }
}

async function answer(geocoder: Geocoder, url: URL): Promise<unknown> {
  const q = url.searchParams
  if (url.pathname === '/reverse') {
    const place = placeOf(await geocoder.reverse(Number(q.get('lat')), Number(q.get('lon'))), 'reverse')
    return place ?? { error: 'Unable to geocode' }
  }
  const text = q.get('q') ?? ''
  const only = q.get('countrycodes')?.toUpperCase()
  const limit = Number(q.get('limit') ?? '10')
  if (limit === 1) {
    const place = placeOf(await geocoder.geocode(text, { country: only }), text)
    return place && (!only || place.address?.country_code === only.toLowerCase()) ? [place] : []
  }
  // Suggestions: only the text is read back (a place without address details shows its display name).
  const suggestions = await geocoder.search(text, { limit, country: only })
  return suggestions.map((s, i) => ({
    place_id: s.placeId ?? String(i),
    lat: '0',
    lon: '0',
    display_name: s.text,
  }))
}

export async function startNominatimStandIn(geocoder: Geocoder): Promise<NominatimStandIn> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    answer(geocoder, url).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
