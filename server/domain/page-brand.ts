// The configured product name in the pages the build made (src/domain/brand.ts): the build writes the default name
// into the app shell and the prerendered pages; the server names the configured one before a page leaves. The
// application-name meta tells the browser app which name to use; the default name in the page's text (title, logo,
// footer, legal wording) becomes the configured one, so the page reads the same before and after the app starts.
import { BRAND_META, DEFAULT_BRAND } from '../../src/domain/brand'
import { escapeHtml } from './html-text'

/** A built page as served under `brand`: the meta added before </head>, the default name replaced when different. */
export function brandedPage(html: string, brand: string): string {
  const name = escapeHtml(brand)
  const text = brand === DEFAULT_BRAND ? html : html.replaceAll(DEFAULT_BRAND, () => name)
  const meta = `<meta name="${BRAND_META}" content="${name}">`
  const head = text.search(/<\/head>/i)
  return head < 0 ? `${meta}${text}` : `${text.slice(0, head)}${meta}${text.slice(head)}`
}
