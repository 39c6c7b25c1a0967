// Performs the described calls of SPEC §7 (src/schemas/api/call.ts) over ky: encodes the request with its schema,
// sends it cancellably, and decodes the answer with the call's response schema or into a tagged error, so callers
// only ever see typed values (ARCHITECTURE §3.4).
import { Context, Effect, Layer, Schema } from 'effect'
import ky from 'ky'
import type { ApiCall } from '../schemas/api/call'
import { interpretAnswer, toOutgoingRequest } from './apiExchange'
import { resolveServiceConfig, type ServiceConfig, type ServiceConfigOverrides } from './config'
import { type ApiError, Unreachable } from './errors'
import { makeFirstCallGate } from './firstCallGate'

/** The services a call's schemas need to encode its request and decode its answer (none for plain structs). */
export type CallServices<Req extends Schema.Top, Res extends Schema.Top> =
  | Req['EncodingServices']
  | Res['DecodingServices']

export interface HttpClientShape {
  /** Sends one described call; interrupting the effect aborts the request. */
  readonly call: <Req extends Schema.Top, Res extends Schema.Top>(
    call: ApiCall<Req, Res>,
    request: Req['Type'],
  ) => Effect.Effect<Res['Type'], ApiError, CallServices<Req, Res>>
  /** The Last-Modified header of a URL, or null when the server sends none (the "new version" notice polls it). */
  readonly head: (url: string) => Effect.Effect<string | null, Unreachable>
  /**
   * A JSON file of the site itself (a page-data file, SPEC §7), decoded with its schema. An error status is read as
   * a call's would be (a 404 is NotFound); an answer that does not match the schema is Unreachable.
   */
  readonly getJson: <S extends Schema.Top>(
    url: string,
    schema: S,
  ) => Effect.Effect<S['Type'], ApiError, S['DecodingServices']>
}

export class HttpClient extends Context.Service<HttpClient, HttpClientShape>()('showhome/services/HttpClient') {
  /** Live layer over ky. Each built layer has its own first-auth-call gate, so each runtime starts serialised. */
  static readonly layer = (overrides: ServiceConfigOverrides = {}) =>
    Layer.sync(HttpClient, () => makeHttpClient(resolveServiceConfig(overrides)))

  /**
   * Test layer without a network: `answer` plays the server for each call, returning the raw JSON body (or failing
   * with a tagged error); the body is still decoded with the call's response schema, as in the live client.
   */
  static readonly layerTest = (answer: (call: ApiCall, request: unknown) => Effect.Effect<unknown, ApiError>) =>
    Layer.succeed(HttpClient, {
      call: (call, request) => answer(call, request).pipe(Effect.flatMap((body) => decodeAnswer(call.response, body))),
      head: () => Effect.succeed(null),
      // Tests play the backends' calls; the site's own files are not there, as on a server that never built them.
      getJson: (url) => Effect.fail(new Unreachable({ message: `No site file in tests: ${url}` })),
    })
}

const makeHttpClient = (config: ServiceConfig): HttpClientShape => {
  const firstAuthCall = makeFirstCallGate()

  const send = <Req extends Schema.Top, Res extends Schema.Top>(call: ApiCall<Req, Res>, request: Req['Type']) =>
    Effect.gen(function* () {
      const encoded = yield* Schema.encodeEffect(call.request)(request).pipe(
        // Our own value failed our own schema: a programming error, so it is a defect (never retried), not an
        // answer from the server.
        Effect.orDie,
      )
      const outgoing = toOutgoingRequest(call, encoded)
      const answer: { status: number; text: string } | { status: number; blob: Blob } = yield* Effect.tryPromise({
        try: async (signal) => {
          const response = await ky(outgoing.path, {
            prefix: config.baseUrls[call.backend],
            method: call.method,
            ...(outgoing.searchParams ? { searchParams: outgoing.searchParams } : {}),
            ...(outgoing.json === undefined ? {} : { json: outgoing.json }),
            // The auth service keeps its session in cookies (SPEC §7: credentials included).
            credentials: call.backend === 'auth' ? 'include' : 'same-origin',
            signal,
            timeout: config.timeoutMs,
            // Retrying is the caller's decision (withRetries), and error statuses are read, not thrown.
            retry: 0,
            throwHttpErrors: false,
          })
          // A file's bytes are read as such only on success; a refusal is still a JSON error body.
          if (call.responseType === 'blob' && response.ok)
            return { status: response.status, blob: await response.blob() }
          return { status: response.status, text: await response.text() }
        },
        catch: (cause) => new Unreachable({ message: describeCause(cause) }),
      })
      const body = 'blob' in answer ? answer.blob : yield* interpretAnswer(answer.status, answer.text)
      return yield* decodeAnswer(call.response, body)
    })

  return {
    call: (call, request) => (call.backend === 'auth' ? firstAuthCall.run(send(call, request)) : send(call, request)),
    head: (url) =>
      Effect.tryPromise({
        try: async (signal) => {
          // no-store: a cached answer would repeat the old Last-Modified and hide the new version.
          const response = await ky.head(url, { signal, timeout: config.timeoutMs, retry: 0, cache: 'no-store' })
          return response.headers.get('last-modified')
        },
        catch: (cause) => new Unreachable({ message: describeCause(cause) }),
      }),
    getJson: (url, schema) =>
      Effect.tryPromise({
        try: async (signal) => {
          const response = await ky.get(url, {
            credentials: 'same-origin',
            signal,
            timeout: config.timeoutMs,
            retry: 0,
            throwHttpErrors: false,
          })
          return { status: response.status, text: await response.text() }
        },
        catch: (cause) => new Unreachable({ message: describeCause(cause) }),
      }).pipe(
        Effect.flatMap((answer) => interpretAnswer(answer.status, answer.text)),
        Effect.flatMap((body) => decodeAnswer(schema, body)),
      ),
  }
}

/** Decodes a success body; an answer that does not match the contract is as useless as no answer. */
const decodeAnswer = <Res extends Schema.Top>(schema: Res, body: unknown) =>
  Schema.decodeUnknownEffect(schema)(body).pipe(
    Effect.mapError((error) => new Unreachable({ message: `Unexpected answer: ${error.message}` })),
  )

const describeCause = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause))

/** Shorthand for actors: `fromEffect(runtime, (input) => callApi(getListing, input).pipe(withRetries(3)))`. */
export const callApi = <Req extends Schema.Top, Res extends Schema.Top>(
  call: ApiCall<Req, Res>,
  request: Req['Type'],
) => HttpClient.use((http) => http.call(call, request))
