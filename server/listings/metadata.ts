// A listing's link-preview tags (SPEC §7 GET /listing/metadata/{tourName}) and their place in the page served at
// /{tourName}, so social networks, which do not run the app, still show the listing's title, words and picture.
import type { Kysely } from 'kysely'
import { indexOfIgnoringCase, startsWithAt } from '../../src/domain/markup'
import { isWhitespace } from '../../src/domain/trim'
import type { Config } from '../config'
import type { Database, ListingRow } from '../db/schema'
import { type ListingMetadata, listingMetadata } from '../domain/listing-metadata'
import { addressOf, statsOf } from './mapping'
import { coverPhotos } from './photos'
import { photoUrl } from './urls'

/** Preview pictures: wide enough for every network's large card (1200 px), as the server rounds sizes (256s). */
export const PREVIEW_IMAGE_SIZE = '1280x*'

/**
 * Only online listings without a passcode have public metadata; for any other the answer is the same as for a
 * listing that does not exist, even to its owner, since link previews are made by crawlers on behalf of everyone.
 */
export const hasPublicMetadata = (row: ListingRow) => !row.is_offline && row.passcode_hash === null

/** `origin`: where the absolute links point (server/domain/link-origin.ts). */
export async function publicMetadata(
  db: Kysely<Database>,
  config: Config,
  row: ListingRow,
  origin: string,
): Promise<ListingMetadata> {
  const cover = row.photos_delivered ? (await coverPhotos(db, [row.id])).get(row.id) : undefined
  return listingMetadata(
    {
      address: addressOf(row),
      stats: statsOf(row),
      description: row.description,
      image: cover ? `${origin}${photoUrl(row.tour_name, cover.code)}&size=${PREVIEW_IMAGE_SIZE}` : null,
      url: `${origin}/${row.tour_name}`,
    },
    config.brandName,
  )
}

/**
 * The page's head with the listing's tags in place of the shell's title and description (two descriptions would
 * leave crawlers to pick one). When the shell has no title the tags go at the end of the head.
 */
export function withHeadTags(html: string, tags: string): string {
  const description = descriptionTag(html)
  const withoutDescription = description ? html.slice(0, description.start) + html.slice(description.end) : html
  // The first <title> to the first </title> after it, as /<title>[\s\S]*?<\/title>/i finds them.
  const title = indexOfIgnoringCase(withoutDescription, '<title>')
  const titleEnd = title < 0 ? -1 : indexOfIgnoringCase(withoutDescription, '</title>', title + '<title>'.length)
  if (titleEnd >= 0) {
    return withoutDescription.slice(0, title) + tags + withoutDescription.slice(titleEnd + '</title>'.length)
  }
  return appendToHead(withoutDescription, tags)
}

const isQuote = (ch: string | undefined) => ch === '"' || ch === "'"
const isBlank = (ch: string | undefined) => ch === ' ' || ch === '\t'

/**
 * Where the shell's description tag is, with the spaces and tabs around it and the line end after it, as
 * /[ \t]*<meta\s+name=["']description["'][^>]*>[ \t]*\n?/i finds it, in one pass (as a pattern it was quadratic on
 * long runs of tabs or openings without a '>').
 */
function descriptionTag(html: string): { start: number; end: number } | undefined {
  for (let at = indexOfIgnoringCase(html, '<meta'); at >= 0; at = indexOfIgnoringCase(html, '<meta', at + 1)) {
    let k = at + '<meta'.length
    if (!isWhitespace(html[k])) continue
    while (isWhitespace(html[k])) k++
    if (!startsWithAt(html, 'name=', k, true) || !isQuote(html[k + 'name='.length])) continue
    k += 'name="'.length
    if (!startsWithAt(html, 'description', k, true) || !isQuote(html[k + 'description'.length])) continue
    // No '>' after this tag means none after any later one either.
    const close = html.indexOf('>', k + 'description"'.length)
    if (close < 0) return undefined
    let start = at
    while (isBlank(html[start - 1])) start--
    let end = close + 1
    while (isBlank(html[end])) end++
    if (html[end] === '\n') end++
    return { start, end }
  }
  return undefined
}

/**
 * Right after <meta charset> (which must stay first), or at the top of <head> in a page without one: what the
 * browser should ask for before anything else.
 */
export function prependToHead(html: string, tags: string): string {
  const charset = /<meta charset="[^"]{1,20}"\s?\/?>/i.exec(html)
  if (charset) {
    const end = charset.index + charset[0].length
    return `${html.slice(0, end)}\n    ${tags}${html.slice(end)}`
  }
  return html.replace(/<head>/i, (head) => `${head}${tags}`)
}

/**
 * The head's tags starting with `start`, cut out in their order (each from its start to its first '>', with the
 * blanks after it), and the html without them. A scan, not a pattern; nothing named in the body is touched.
 */
function cutHeadTags(
  html: string,
  start: string,
  which: (tag: string) => boolean = () => true,
): { readonly html: string; readonly tags: string[] } {
  const head = html.indexOf('</head>')
  if (head < 0) return { html, tags: [] }
  const tags: string[] = []
  let rest = ''
  let from = 0
  for (let at = html.indexOf(start, from); at >= 0 && at < head; at = html.indexOf(start, from)) {
    const end = html.indexOf('>', at)
    if (end < 0 || end > head) break
    const tag = html.slice(at, end + 1)
    if (!which(tag)) {
      // Left where it is.
      rest += html.slice(from, end + 1)
      from = end + 1
      continue
    }
    rest += html.slice(from, at)
    tags.push(tag)
    from = end + 1
    while (from < head && (html[from] === ' ' || html[from] === '\n')) from++
  }
  return { html: rest + html.slice(from), tags }
}

/**
 * The head's stylesheets, moved to its top (after <meta charset>) in their order, followed by `after`: a
 * server-rendered page paints once they are in, and over HTTP/1.1 they would otherwise wait behind the module
 * preloads named before them.
 */
export function hoistStylesheets(html: string, after = ''): string {
  const { html: rest, tags } = cutHeadTags(html, '<link rel="stylesheet"')
  const top = `${tags.join('')}${after}`
  return top ? prependToHead(rest, top) : html
}

/**
 * As hoistStylesheets, with the stylesheets' rules inlined in one <style> at the top of <head> (a page that paints
 * before any script waits for no stylesheet download: on a small machine ten of them took 80–450 ms to arrive).
 * Each link stays, after `after`, with media="not all": fetched at low priority, blocking nothing, applying nothing,
 * but there, so the app's style loader (Vite's, which looks for the link) does not add the file again. `cssOf`
 * answers a file's text; when it knows one not, or a text could close the element, the links are hoisted instead.
 * The web fonts the rules name are not preloaded: Chromium holds a page's first frame for its preloaded fonts (up to
 * 100 ms), and on a real network they share its bandwidth with the preview strip. Measured on the tour page
 * (2026-12-08, first preview on the screen, medians of 5–7 traced loads): 293 → 201 ms over a 40 ms, 10 Mbit/s
 * network, 391 → 314 over a 150 ms, 1.6 Mbit/s one, 183 → 174 on loopback (25 loads). Text laid out before Inter
 * arrives uses its metric-matched stand-in (global.css), so nothing moves when it swaps in.
 */
export function inlineStylesheets(html: string, after: string, cssOf: (href: string) => string | undefined): string {
  const { html: rest, tags } = cutHeadTags(html, '<link rel="stylesheet"')
  const texts = tags.map((tag) => {
    const href = /href="([^"]{1,300})"/.exec(tag)?.[1]
    return href === undefined ? undefined : cssOf(href)
  })
  const usable = texts.every((text) => text !== undefined && !text.toLowerCase().includes('</style'))
  if (!usable || tags.length === 0) return hoistStylesheets(html, after)
  const dormant = tags.map((tag) => `${tag.slice(0, -1).replace(/\/$/, '').trimEnd()} media="not all">`)
  return prependToHead(rest, `<style>${texts.join('\n')}</style>${after}${dormant.join('')}`)
}

/**
 * The page's module entry (`<script type="module" crossorigin src="/assets/…">`) and every module preload in its
 * head, taken out for a script that starts the app later (the tour's first paint): their addresses, and the page
 * without them. With them go the links only the app needs, which would otherwise be downloaded while the page
 * makes its first frame: the dormant stylesheets (media="not all", inlineStylesheets), there for the app's style
 * loader to find, and the style preloads of the chunks it imports next. The page as it was when it has no entry
 * from our assets.
 */
export function deferModules(html: string): {
  readonly html: string
  readonly entry: string | undefined
  readonly modules: ReadonlyArray<string>
  readonly dormantStyles: ReadonlyArray<string>
  readonly styles: ReadonlyArray<string>
} {
  const match = /<script type="module" crossorigin src="(\/assets\/[\w.-]{1,200}\.js)"><\/script>/.exec(html)
  if (!match?.[1]) return { html, entry: undefined, modules: [], dormantStyles: [], styles: [] }
  const preloads = cutHeadTags(html.replace(match[0], ''), '<link rel="modulepreload"')
  const dormant = cutHeadTags(preloads.html, '<link rel="stylesheet"', (tag) => tag.endsWith(' media="not all">'))
  const stylePreloads = cutHeadTags(dormant.html, '<link rel="preload" as="style"')
  const hrefs = (tags: ReadonlyArray<string>, file: RegExp) => [
    ...new Set(tags.flatMap((tag) => file.exec(/href="([^"]{1,300})"/.exec(tag)?.[1] ?? '')?.[0] ?? [])),
  ]
  const js = /^\/[\w./-]{1,300}\.js$/
  const css = /^\/[\w./-]{1,300}\.css$/
  const dormantStyles = hrefs(dormant.tags, css)
  return {
    html: stylePreloads.html,
    entry: match[1],
    modules: hrefs(preloads.tags, js),
    dormantStyles,
    // A dormant stylesheet's link downloads it already.
    styles: hrefs(stylePreloads.tags, css).filter((href) => !dormantStyles.includes(href)),
  }
}

export const appendToHead = (html: string, tags: string) => html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)

/** Keeps protected and offline listings' pages out of search engines without saying anything about them. */
export const NO_INDEX = '<meta name="robots" content="noindex" />'
