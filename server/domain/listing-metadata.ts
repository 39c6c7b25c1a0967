// What a listing tells link previews and search engines (SPEC §7 GET /listing/metadata/{tourName}; issue 6: the same
// tags in the page served at /{tourName}): a title, a one-paragraph description, a picture and the page's address.
import { formatAskingPrice } from '../../src/domain/money'
import { formatArea } from '../../src/domain/units'
import type { Address, Stats } from '../../src/schemas/Listing'
import { escapeHtml, plainText, truncateWords } from './html-text'

/** Link previews cut descriptions near 160–200 characters; ours ends on a word before that. */
export const DESCRIPTION_MAX = 200

export interface ListingMetadata {
  readonly title: string
  readonly description: string
  /** Absolute URL of the preview picture; null when the listing shows no photo. */
  readonly image: string | null
  /** Absolute URL of the listing page. */
  readonly url: string
}

export interface MetadataFacts {
  readonly address: Address
  readonly stats: Stats | null
  /** The stored description HTML. */
  readonly description: string
  readonly image: string | null
  readonly url: string
}

/** '12 Elm St, Unit 2, Lincoln Park · Showhome'. */
export function metadataTitle(address: Address, brand: string): string {
  const place = [address.street, address.unit, address.neighborhood].filter((part) => part && part.trim() !== '')
  return `${place.join(', ')} · ${brand}`
}

/** '3 + 1 beds · 2.5 baths · 2,100 SF · $649,000': the facts a listing has, in the order listings quote them. */
export function statsSentence(stats: Stats | null): string {
  if (!stats) return ''
  const count = (primary: number | null, secondary: number | null, word: string) => {
    if (primary === null) return undefined
    const total = primary + (secondary ?? 0)
    return `${primary}${secondary ? ` + ${secondary}` : ''} ${word}${total === 1 ? '' : 's'}`
  }
  return [
    count(stats.bedroomsPrimary, stats.bedroomsSecondary, 'bed'),
    count(stats.bathroomsPrimary, stats.bathroomsSecondary, 'bath'),
    stats.areaPrimary === null ? undefined : formatArea(stats.areaPrimary),
    stats.price === null ? undefined : formatAskingPrice(stats.price),
  ]
    .filter((part) => part !== undefined)
    .join(' · ')
}

export function listingMetadata(facts: MetadataFacts, brand: string): ListingMetadata {
  const stats = statsSentence(facts.stats)
  const text = [stats && `${stats}.`, plainText(facts.description)].filter(Boolean).join(' ')
  return {
    title: metadataTitle(facts.address, brand),
    description: truncateWords(text, DESCRIPTION_MAX),
    image: facts.image,
    url: facts.url,
  }
}

/** The tags of an HTML head, every value escaped; twitter:card asks for the large picture only when there is one. */
export function metadataTags(meta: ListingMetadata, brand: string): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeHtml(value)}" />`
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    property('og:type', 'website'),
    property('og:site_name', brand),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    ...(meta.image ? [property('og:image', meta.image)] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ')
}
