// What an HTML answer allows the browser (docs/server-behaviour.md, Page security): its Content-Security-Policy, who
// may frame it, and its Referrer-Policy. Pure: the middleware in server/http/security-headers.ts applies it.
import { createHash } from 'node:crypto'
import { classifyPagePath } from '../../src/domain/app-path'
import { indexOfIgnoringCase, isWordChar } from '../../src/domain/markup'
import { isWhitespace } from '../../src/domain/trim'

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** The video players a listing's photos may embed (src/domain/video-embed.ts). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/**
 * Pages other sites may show in a frame: a listing's page in any section but the dashboard (the share modal's embed
 * code, the tour's script API, SPEC §2 and §6), and the app's pages (the order flow, Explore, My listings, the
 * account page: SPEC §2's embedded mode), also under their old /app/ addresses. Everything else (the owner's
 * dashboard, marketing pages, the 404 page of a path that is no listing) refuses framing by other sites.
 */
export function mayBeFramed(pathname: string): boolean {
  const page = classifyPagePath(pathname)
  if (page.kind === 'legacyApp')
    return page.rest !== '' && !page.rest.startsWith('app/') && mayBeFramed(`/${page.rest}`)
  if (page.kind === 'listing') return page.section?.toLowerCase() !== 'dashboard'
  // The app's pages run embedded too (SPEC §2: embedded mode, `o=u` shows the expand link; /account keeps its bar).
  if (page.kind === 'app') return true
  return false
}

/**
 * The scripts of a page as /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi finds them, by scanning once (that pattern
 * is quadratic on many openings without an end): each one's attributes and body.
 */
function scriptsOf(html: string): Array<{ attributes: string; body: string }> {
  const scripts: Array<{ attributes: string; body: string }> = []
  let from = 0
  for (;;) {
    const start = indexOfIgnoringCase(html, '<script', from)
    if (start < 0) return scripts
    const afterName = start + '<script'.length
    from = afterName
    if (isWordChar(html.charCodeAt(afterName))) continue
    const tagEnd = html.indexOf('>', afterName)
    if (tagEnd < 0) return scripts
    // The first '</script' followed by optional whitespace and '>' closes it; with none, no later script closes.
    let close = indexOfIgnoringCase(html, '</script', tagEnd + 1)
    if (close < 0) return scripts
    for (;;) {
      let end = close + '</script'.length
      while (end < html.length && isWhitespace(html[end])) end++
      if (html[end] === '>') {
        scripts.push({ attributes: html.slice(afterName, tagEnd), body: html.slice(tagEnd + 1, close) })
        from = end + 1
        break
      }
      close = indexOfIgnoringCase(html, '</script', close + 1)
      if (close < 0) return scripts
    }
  }
}

/** CSP sources for the inline scripts of a page ('sha256-…'), so they run without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const { attributes, body } of scriptsOf(html)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The CSP source for a provider's URL template (MAP_TILES_URL, STREET_VIEW_URL): its scheme and host, a `{s}`-style
 * placeholder in the first label becoming `*`; just the scheme when the host is not one CSP can name.
 */
export function templateSource(template: string | undefined): string | undefined {
  if (!template) return undefined
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim())
  if (!match) return undefined
  const [, scheme = 'https', hostAndPort = ''] = match
  const host = hostAndPort.replace(/^\{[^}]*\}(?=\.)/, '*')
  if (/[{}\s'";,]/.test(host) || host.includes('@')) return `${scheme.toLowerCase()}:`
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`
}

export interface PolicyOptions {
  /** 'sha256-…' sources of the page's own inline scripts. */
  readonly scriptHashes: ReadonlyArray<string>
  readonly frameable: boolean
  /** Where images may also come from: map tiles and street view pictures (the server redirects to them). */
  readonly imageSources: ReadonlyArray<string>
}

/**
 * Scripts only from our origin (and the page's own inline scripts by hash); styles from our origin plus inline ones
 * (the prerendered pages carry style attributes and libraries set styles); images also from data: and blob: (the
 * map's marker, decoded textures) and the map providers; workers from our origin and blob:; frames only the video
 * players; no plugins; forms and <base> only to our origin. Pages that may not be framed add `frame-ancestors 'self'`.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const images = ["'self'", 'data:', 'blob:', ...options.imageSources]
  return [
    "default-src 'self'",
    `script-src 'self' ${options.scriptHashes.join(' ')}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${options.imageSources.join(' ')}`.trimEnd(),
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    `frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Framable pages name no ancestors at all: any frame-ancestors list, even `*`, makes Chromium refuse hosts with
    // an opaque origin (sandboxed or srcdoc frames, about:blank documents), and those are sites too.
    ...(options.frameable ? [] : ["frame-ancestors 'self'"]),
  ].join('; ')
}
