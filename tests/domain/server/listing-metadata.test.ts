import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_MAX,
  listingMetadata,
  metadataTags,
  metadataTitle,
  statsSentence,
} from '../../../server/domain/listing-metadata'
import { stats } from '../../schemas/fixtures/listing'

describe('listing metadata (SPEC §7 GET /listing/metadata)', () => {
  it.each([
    [{ street: '12 Elm St', unit: null, neighborhood: 'Lincoln Park' }, '12 Elm St, Lincoln Park · Showhome'],
    [
      { street: '12 Elm St', unit: 'Unit 2', neighborhood: 'Lincoln Park' },
      '12 Elm St, Unit 2, Lincoln Park · Showhome',
    ],
    [{ street: '12 Elm St', unit: '', neighborhood: null }, '12 Elm St · Showhome'],
  ])('titles %j as %j', (address, expected) => {
    expect(metadataTitle(address, 'Showhome')).toBe(expected)
  })

  it.each([
    [stats, '3 + 1 beds · 2.5 baths · 2,100 SF · $649,000'],
    [
      { ...stats, bedroomsPrimary: 1, bedroomsSecondary: null, bathroomsPrimary: 1, price: 0 },
      '1 bed · 1 bath · 2,100 SF · Exclusive',
    ],
    [{ ...stats, bedroomsPrimary: null, bathroomsPrimary: null, areaPrimary: null }, '$649,000'],
    [null, ''],
  ])('states %j as %j', (value, expected) => {
    expect(statsSentence(value)).toBe(expected)
  })

  it('describes with the stats, then the start of the description as plain text, within the limit', () => {
    const meta = listingMetadata(
      {
        address: { street: '12 Elm St', unit: null, neighborhood: 'Lincoln Park' },
        stats,
        description: `<p>Welcome <b>home</b>.</p>${'<p>More words here.</p>'.repeat(30)}`,
        image: null,
        url: 'https://showhome.example/12-elm-st',
      },
      'Showhome',
    )
    expect(meta.description.startsWith('3 + 1 beds · 2.5 baths · 2,100 SF · $649,000. Welcome home . More')).toBe(true)
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX)
    expect(meta.description.endsWith('…')).toBe(true)
  })

  it('writes every tag escaped, with a large card only when there is a picture', () => {
    const meta = {
      title: '1 "Quote" <St> · Showhome',
      description: 'Fish & chips',
      image: 'https://showhome.example/media/x/photos/p01.jpg?v=1&size=1280x*',
      url: 'https://showhome.example/x',
    }
    const tags = metadataTags(meta, 'Showhome')
    expect(tags).toContain('<title>1 &quot;Quote&quot; &lt;St&gt; · Showhome</title>')
    expect(tags).toContain('<meta name="description" content="Fish &amp; chips" />')
    expect(tags).toContain('<meta property="og:title" content="1 &quot;Quote&quot; &lt;St&gt; · Showhome" />')
    expect(tags).toContain(
      '<meta property="og:image" content="https://showhome.example/media/x/photos/p01.jpg?v=1&amp;size=1280x*" />',
    )
    expect(tags).toContain('<meta property="og:url" content="https://showhome.example/x" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
    const bare = metadataTags({ ...meta, image: null }, 'Showhome')
    expect(bare).not.toContain('og:image')
    expect(bare).toContain('<meta name="twitter:card" content="summary" />')
  })
})
