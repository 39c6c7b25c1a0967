// Page data on the client (SPEC §7 Site infrastructure): a listing's page data, carried by the listing page's own
// HTML or fetched ahead of a visit (a listing card pointed at), is handed once to the listing loader, so opening the
// page does not ask the server again for what it already sent. Anything else (a reload after a change, a passcode,
// the debug view, data older than a minute) goes to POST /listing/get as before. The server made the data for
// whoever was signed in then, so a sign-in or sign-out forgets it all.
import { Clock, Context, Deferred, Effect, Exit, Layer, Option, Schema } from 'effect'
import { CARRIED_PAGE_DATA_MS, INLINE_PAGE_DATA_ID, PAGE_DATA_FRESH_MS, pageDataPath } from '../domain/page-data'
import type { PasscodeRequired } from '../schemas/api/listing'
import { PageData as PageDataSchema, type PageResult } from '../schemas/api/page-data'
import type { Listing } from '../schemas/Listing'
import { HttpClient } from './HttpClient'

export interface PageDataShape {
  /**
   * What the page's own HTML carried for this listing, at once (the listing chart starts from it, so the first
   * render is the listing); used once, and only within a minute of the page's load.
   */
  readonly takeCarried: (tourName: string) => Effect.Effect<Listing | PasscodeRequired | undefined>
  /**
   * What the listing call would answer for this listing, when the page's HTML or a fresh prefetch carried it;
   * each is used once. Waits for a prefetch still under way rather than asking twice.
   */
  readonly takeListing: (tourName: string) => Effect.Effect<Listing | PasscodeRequired | undefined>
  /** Fetches a listing's page data ahead of a likely visit; a failure only means the loader will ask itself. */
  readonly prefetchListing: (tourName: string) => Effect.Effect<void>
  /** Forgets everything carried or fetched (the session changed: it may show another person's permissions). */
  readonly clear: Effect.Effect<void>
}

interface Entry {
  readonly at: number
  readonly result: Deferred.Deferred<PageResult | undefined>
}

export const makePageData = (
  inline: PageDataSchema | undefined,
  fetchResult: (tourName: string) => Effect.Effect<PageResult | undefined, unknown>,
): Effect.Effect<PageDataShape> =>
  Effect.gen(function* () {
    const entries = new Map<string, Entry>()
    const loadedAt = yield* Clock.currentTimeMillis
    let carried: PageResult | undefined = inline?.result
    const madeAt = inline?.madeAt
    const fresh = (entry: { readonly at: number } | undefined, now: number): entry is Entry =>
      entry !== undefined && now - entry.at < PAGE_DATA_FRESH_MS
    const takeCarried = (key: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        if (!carried || tourNameOf(carried) !== key || !fresh({ at: loadedAt }, now)) return
        if (madeAt !== undefined && Math.abs(now - madeAt) >= CARRIED_PAGE_DATA_MS) return
        const answer = answerOf(key, carried)
        carried = undefined
        return answer
      })

    return {
      takeCarried: (tourName) => takeCarried(tourName.toLowerCase()),
      takeListing: (tourName) =>
        Effect.gen(function* () {
          const key = tourName.toLowerCase()
          const fromPage = yield* takeCarried(key)
          if (fromPage) return fromPage
          const entry = entries.get(key)
          if (!fresh(entry, yield* Clock.currentTimeMillis)) return undefined
          entries.delete(key)
          return answerOf(key, yield* Deferred.await(entry.result))
        }),
      prefetchListing: (tourName) =>
        Effect.gen(function* () {
          const key = tourName.toLowerCase()
          const now = yield* Clock.currentTimeMillis
          if (fresh(entries.get(key), now)) return
          // What went stale meanwhile goes, so a long look through a list keeps only the last minute's.
          for (const [name, entry] of entries) if (!fresh(entry, now)) entries.delete(name)
          const result = yield* Deferred.make<PageResult | undefined>()
          entries.set(key, { at: now, result })
          // Settled however the fetch ends (an answer, a failure, a defect, an interruption): a loader waiting on it
          // must never wait forever.
          yield* Effect.exit(
            fetchResult(key).pipe(
              Effect.onExit((exit) => Deferred.succeed(result, Exit.isSuccess(exit) ? exit.value : undefined)),
            ),
          )
        }),
      clear: Effect.sync(() => {
        entries.clear()
        carried = undefined
      }),
    }
  })

export class PageData extends Context.Service<PageData, PageDataShape>()('showhome/services/PageData') {
  /** Live layer: starts with what the page's HTML carried (or nothing) and fetches over the HttpClient. */
  static readonly layer = (inline: PageDataSchema | undefined) =>
    Layer.effect(
      PageData,
      Effect.gen(function* () {
        const http = yield* HttpClient
        return yield* makePageData(inline, (tourName) =>
          http.getJson(pageDataPath(`/${tourName}`), PageDataSchema).pipe(Effect.map((data) => data.result)),
        )
      }),
    )

  /** Test layer: nothing carried, and every prefetch finds nothing. */
  static readonly layerTest = Layer.effect(
    PageData,
    makePageData(undefined, () => Effect.succeed(undefined)),
  )
}

const tourNameOf = (result: PageResult): string | undefined =>
  result.kind === 'listing'
    ? result.listing.tourName.toLowerCase()
    : result.kind === 'passcodeRequired'
      ? result.tourName.toLowerCase()
      : undefined

/** The listing call's answer the page data stands for, when it is about this listing. */
const answerOf = (tourName: string, result: PageResult | undefined): Listing | PasscodeRequired | undefined => {
  if (!result || tourNameOf(result) !== tourName) return undefined
  if (result.kind === 'listing') return result.listing
  if (result.kind === 'passcodeRequired') return { tourName: result.tourName, passcodeRequired: true }
  return undefined
}

/**
 * The page data the server put into the page's HTML, if any, if it reads as page data, and if it was made for whoever
 * is signed in now (`viewerEmail`, from the session cookie; null for nobody): a page kept from before a sign-in or
 * sign-out (Back, a restored session, the offline copy) must not show one person what was made for another.
 */
export const readInlinePageData = (
  doc: Pick<Document, 'getElementById'>,
  viewerEmail: string | null,
): PageDataSchema | undefined => {
  const text = doc.getElementById(INLINE_PAGE_DATA_ID)?.textContent
  if (!text) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  const data = Option.getOrUndefined(Schema.decodeUnknownOption(PageDataSchema)(parsed))
  return data && (data.viewerEmail ?? null) === viewerEmail ? data : undefined
}
