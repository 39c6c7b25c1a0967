// The Effect runtime the composition root builds once (ARCHITECTURE §2, src/main.tsx) and every chart's actors run
// through via fromEffect. Tests build the same runtime over test layers instead of the network and the browser.
import { Effect, Layer, ManagedRuntime } from 'effect'
import type { ApiCall } from '../schemas/api/call'
import type { PageData as PageDataFile } from '../schemas/api/page-data'
import type { ServiceConfigOverrides } from './config'
import type { ApiError } from './errors'
import { Geocoder } from './Geocoder'
import { HttpClient } from './HttpClient'
import { LocalStore } from './LocalStore'
import { PageData } from './PageData'

/** Every service a chart's actors may ask for. */
export type AppServices = HttpClient | LocalStore | Geocoder | PageData

export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, never>

/**
 * The live layers: HTTP over ky to the configured backends, window.localStorage, and the page data the page's HTML
 * carried (`inline`).
 */
export const liveLayer = (
  config: ServiceConfigOverrides = {},
  inline: PageDataFile | undefined = undefined,
): Layer.Layer<AppServices> =>
  Layer.mergeAll(Geocoder.layer, LocalStore.layer, PageData.layer(inline)).pipe(
    Layer.provideMerge(HttpClient.layer(config)),
  )

/** The browser's runtime; `config` overrides base URLs or the request time limit. */
export const makeLiveRuntime = (
  config: ServiceConfigOverrides = {},
  inline: PageDataFile | undefined = undefined,
): AppRuntime => ManagedRuntime.make(liveLayer(config, inline))

export interface TestLayerOptions {
  /** Plays the servers: the raw JSON body per call, or a tagged failure. By default every call dies loudly, naming the call. */
  readonly answer?: (call: ApiCall, request: unknown) => Effect.Effect<unknown, ApiError>
  /** Replaces the in-memory local store, e.g. with LocalStore.layerFrom(...). */
  readonly localStore?: Layer.Layer<LocalStore>
  /** A live HttpClient aimed at a local test server, instead of `answer`. */
  readonly httpClient?: Layer.Layer<HttpClient>
}

/** Layers for tests: no network unless a test server is given, and a fresh in-memory store. */
export const testLayer = (options: TestLayerOptions = {}): Layer.Layer<AppServices> =>
  Layer.mergeAll(Geocoder.layer, options.localStore ?? LocalStore.layerTest, PageData.layerTest).pipe(
    Layer.provideMerge(options.httpClient ?? HttpClient.layerTest(options.answer ?? unanswered)),
  )

export const makeTestRuntime = (options: TestLayerOptions = {}): AppRuntime => ManagedRuntime.make(testLayer(options))

const unanswered = (call: ApiCall): Effect.Effect<never, ApiError> =>
  Effect.die(new Error(`No test answer for ${call.method} ${call.backend}${call.path}`))
