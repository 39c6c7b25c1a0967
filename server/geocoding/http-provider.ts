// What the Nominatim and Google geocoders share: a JSON GET with a time limit, and the provider's failures turned
// into a status the user can quote (SPEC §8 "ERROR CODE: {status}").
import { Result, Schema } from 'effect'

export type Fetch = (url: string, init: RequestInit) => Promise<Response>

/** A geocoder that has not answered in this time will not help someone typing an address. */
const TIMEOUT_MS = 8000

/** The provider's answer decoded with `schema`, or the status code that stands for its failure. */
export async function getJson<S extends Schema.ConstraintDecoder<unknown>>(
  fetcher: Fetch,
  url: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<{ ok: true; body: S['Type'] } | { ok: false; status: string }> {
  let response: Response
  try {
    response = await fetcher(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    return { ok: false, status: 'UNKNOWN_ERROR' }
  }
  if (!response.ok) return { ok: false, status: httpStatus(response.status) }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { ok: false, status: 'INVALID_RESPONSE' }
  }
  const decoded = Schema.decodeUnknownResult(schema)(json)
  return Result.isSuccess(decoded) ? { ok: true, body: decoded.success } : { ok: false, status: 'INVALID_RESPONSE' }
}

const httpStatus = (code: number) =>
  code === 429 ? 'OVER_QUERY_LIMIT' : code === 401 || code === 403 ? 'REQUEST_DENIED' : `HTTP_${code}`

/** The provider could not complete a search; the route answers 502. */
export class GeocoderUnavailable extends Error {}
