// One HTTP request exactly as given: the path is sent as it is (no normalising of '../' or re-encoding, unlike
// fetch), redirects are not followed, and the connection comes FROM a chosen loopback address (127.x.y.z reaches a
// server on 127.0.0.1 on Linux), so a fuzzer can send odd paths and spread its requests over many client addresses.
import http from 'node:http'

export interface RawRequest {
  readonly method: string
  /** Path and query, sent byte for byte (must be printable ASCII: Node refuses anything else). */
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Buffer
}

export interface RawAnswer {
  readonly status: number
  readonly contentType: string
  readonly text: string
  readonly setCookies: ReadonlyArray<string>
}

/** Sends the request; rejects when no answer came (connection refused or reset before an answer, or a timeout). */
export function rawRequest(
  baseUrl: string,
  request: RawRequest,
  options: { readonly localAddress?: string; readonly timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const url = new URL(baseUrl)
  const body = request.body === undefined ? undefined : Buffer.from(request.body)
  const headers: Record<string, string> = { ...request.headers }
  if (body !== undefined) headers['content-length'] = String(body.length)
  return new Promise((resolve, reject) => {
    let answered = false
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            setCookies: res.headers['set-cookie'] ?? [],
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms`)))
    req.on('error', (error) => {
      // A server that answers before reading the whole body (413) may close while the rest is still being written;
      // the answer already read is what counts.
      if (!answered) reject(error)
    })
    req.end(body)
  })
}
