// A browser-like client that connects FROM a chosen loopback address (127.x.y.z all reach a server on 127.0.0.1 on
// Linux), so tests can play many people on many networks: the server keys its limits on the connecting address.
// Spreads its requests over several servers (two processes sharing one PostgreSQL) in turn.
import http from 'node:http'

export interface Answer {
  readonly status: number
  readonly body: Record<string, unknown>
}

export class AddressClient {
  readonly cookies = new Map<string, string>()
  private turn = 0

  constructor(
    readonly servers: ReadonlyArray<string>,
    readonly localAddress: string,
    /** Sent with every request: e.g. the X-Forwarded-For a proxy in front would add. */
    readonly extraHeaders: Readonly<Record<string, string>> = {},
  ) {}

  /** POSTs JSON to the next server in turn, with the site's own Origin and this client's cookies. */
  post(pathname: string, json: unknown = {}): Promise<Answer> {
    const base = this.servers[this.turn++ % this.servers.length] as string
    const url = new URL(pathname, base)
    const payload = JSON.stringify(json)
    const headers: Record<string, string> = {
      ...this.extraHeaders,
      origin: url.origin,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', headers, localAddress: this.localAddress, agent: false },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';')
              const eq = pair.indexOf('=')
              if (pair.slice(eq + 1) === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq))
              else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
            }
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} })
          })
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  }
}

/** How many answers had each status, e.g. { 401: 5, 429: 35 }. */
export function statusCounts(answers: ReadonlyArray<Answer>): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1
  return counts
}
