// Where the three backends live (ARCHITECTURE §1). The paths are the spec's paths under these bases, so the browser
// app can talk to any backend that honours them; tests point them at a local server.
import type { Backend } from '../schemas/api/call'

export interface ServiceConfig {
  /** Base URL per backend, absolute or relative to the page ('/api/v1', '/auth', '/finance' by default). */
  readonly baseUrls: Readonly<Record<Backend, string>>
  /** Per-request time limit; a request that takes longer counts as Unreachable. */
  readonly timeoutMs: number
}

export const defaultServiceConfig: ServiceConfig = {
  baseUrls: { api: '/api/v1', auth: '/auth', finance: '/finance' },
  timeoutMs: 10_000,
}

/** What a composition root or test may override; anything left out keeps its default. */
export interface ServiceConfigOverrides {
  readonly baseUrls?: Partial<Record<Backend, string>>
  readonly timeoutMs?: number
}

export const resolveServiceConfig = (overrides: ServiceConfigOverrides = {}): ServiceConfig => ({
  baseUrls: { ...defaultServiceConfig.baseUrls, ...overrides.baseUrls },
  timeoutMs: overrides.timeoutMs ?? defaultServiceConfig.timeoutMs,
})
