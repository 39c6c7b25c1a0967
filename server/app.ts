// The HTTP application: API base paths with JSON errors in the spec's shape, then the browser app's pages.
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { geocoderFromConfig } from './geocoding/from-config'
import { authRoutes } from './http/auth'
import { bookingRoutes } from './http/booking'
import type { AppDeps, AppEnv } from './http/context'
import { devRoutes } from './http/dev'
import { ApiError, notFound, respondWithError } from './http/errors'
import { eventRoutes } from './http/events'
import { financeRoutes } from './http/finance'
import { geocodeRoutes } from './http/geocode'
import { healthRoutes } from './http/health'
import { listingInsightsRoutes } from './http/listing-insights'
import { listingPhotoRoutes } from './http/listing-photos'
import { listingViewerRoutes } from './http/listing-viewer'
import { listingRoutes } from './http/listings'
import { mapRoutes } from './http/map'
import { mediaRoutes } from './http/media'
import { currentUser, originCheck, requestLog, unreadBody } from './http/middleware'
import { operationsRoutes } from './http/operations'
import { orderFeedbackRoutes } from './http/order-feedback'
import { pageRoutes } from './http/pages'
import { photoZipRoutes } from './http/photo-zips'
import { bodyTooLarge, MAX_JSON_BODY_BYTES } from './http/request-body'
import { pageSecurityHeaders } from './http/security-headers'
import { tourConfigRoutes } from './http/tour-config'
import { mediaStoreOf } from './media/store-from-config'
import { createMetrics } from './ops/metrics'

/**
 * Runs a middleware only for methods that carry a body: for GET and HEAD, asking for the body would make the adapter
 * build a full Request object for nothing (a measurable cost under load).
 */
const withBody =
  (middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : middleware(c, next)

export function createApp(given: AppDeps) {
  // One geocoder for the address lookups and for the booking calls that re-read the address they are sent.
  const metrics = given.metrics ?? createMetrics(given.db)
  const deps: AppDeps = {
    ...given,
    geocoder: given.geocoder ?? geocoderFromConfig(given.config, given.db),
    media: mediaStoreOf(given),
    metrics,
  }
  const { config } = deps
  const app = new Hono<AppEnv>()
  const apiBases = [config.apiBasePath, config.authBasePath, config.financeBasePath]

  // X-Request-Id: the caller's (a proxy's) when it is a sane one, else a new UUID; sent back on every answer.
  app.use('*', requestId({ limitLength: 128 }))
  app.use('*', requestLog(deps, metrics))
  // Keep-alive stays sound when an answer leaves the request's body unread (issue 11).
  app.use('*', unreadBody())
  // Content-Security-Policy, framing and Referrer-Policy on HTML answers.
  app.use('*', pageSecurityHeaders(config))
  // JSON, HTML and SVG answers are compressed on the fly (hashed assets are compressed at build time, and images
  // and zips are compressed already, so the filter leaves them alone).
  app.use('*', compress())
  for (const base of apiBases) {
    app.use(`${base}/*`, originCheck(deps))
    app.use(
      `${base}/*`,
      withBody(
        bodyLimit({
          maxSize: MAX_JSON_BODY_BYTES,
          // Each call reads its own, smaller limit (server/http/request-body.ts); this bounds streamed bodies.
          onError: (c) => respondWithError(c, bodyTooLarge(c, MAX_JSON_BODY_BYTES)),
        }),
      ),
    )
    app.use(`${base}/*`, currentUser(deps))
  }

  app.route('/', operationsRoutes(deps, metrics))
  app.route(config.apiBasePath, healthRoutes(deps))
  app.route(config.apiBasePath, listingRoutes(deps))
  app.route(config.apiBasePath, listingViewerRoutes(deps))
  app.route(config.apiBasePath, orderFeedbackRoutes(deps))
  app.route(config.apiBasePath, listingInsightsRoutes(deps))
  app.route(config.apiBasePath, listingPhotoRoutes(deps))
  app.route(config.apiBasePath, photoZipRoutes(deps))
  app.route(config.apiBasePath, tourConfigRoutes(deps))
  app.route(config.apiBasePath, eventRoutes(deps))
  app.route(config.apiBasePath, bookingRoutes(deps))
  app.route(config.apiBasePath, geocodeRoutes(deps, deps.geocoder))
  app.route(config.authBasePath, authRoutes(deps))
  app.route(config.financeBasePath, financeRoutes(deps))
  for (const base of apiBases) {
    app.all(`${base}/*`, (c) => respondWithError(c, notFound(`No such call: ${c.req.method} ${c.req.path}`)))
  }
  app.route('/dev', devRoutes(deps))
  app.route('/media/map', mapRoutes(deps))
  app.use('/media/*', currentUser(deps))
  app.route('/media', mediaRoutes(deps))
  app.route('/', pageRoutes(deps))

  app.onError((error, c) => {
    if (error instanceof ApiError) return respondWithError(c, error)
    if (error instanceof HTTPException) {
      return respondWithError(c, new ApiError(error.status as 400, { message: error.message || 'Bad request.' }))
    }
    deps.log(
      `error ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    return respondWithError(c, new ApiError(500, { message: 'Something went wrong on our side. Please try again.' }))
  })
  return app
}
