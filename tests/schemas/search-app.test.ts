import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeAppSearch, validateAppSearchWithSchema } from '../../src/schemas/search/app'
import { listTermsFrom, validateAppSearch } from '../../src/schemas/search/validate-app-search'
import { packagesBundledBy } from '../support/bundled-packages'

describe('app query parameters (SPEC §2)', () => {
  it.each([
    ['', ''],
    ['sales', 'sales'],
    ['  sales ', 'sales'],
    ['   ', undefined],
  ])('contact=%j opens the contact form (%j)', (raw, expected) => {
    expect(validateAppSearch({ contact: raw }).contact).toBe(expected)
  })

  it('keeps every valid parameter, normalised', () => {
    expect(
      validateAppSearch({
        page: '3',
        filter: '  oak street ',
        d1: '1629012ab',
        modal: 'reschedule_o-1_2026-12-03',
        contact: 'sales',
        geohash: 'dp3wj',
        market: 'Chicago',
        brokerage: 'north-shore',
        office: 'evanston',
        team: 'blue',
        touronly: '',
        enablejsapi: '1',
        o: 'a1u',
        promo: 'SPRING',
        r: 'maya',
        address: '12 Maple Street, Evanston',
        addressUnit: '2B',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_term: 'tour',
        utm_content: 'hero',
        country: 'ca',
        room: ' f1-kitchen ',
      }),
    ).toEqual({
      page: 3,
      filter: 'oak street',
      d1: '1629012ab',
      modal: 'reschedule_o-1_2026-12-03',
      contact: 'sales',
      geohash: 'dp3wj',
      market: 'Chicago',
      brokerage: 'north-shore',
      office: 'evanston',
      team: 'blue',
      touronly: true,
      enablejsapi: true,
      o: 'ua1',
      promo: 'SPRING',
      r: 'maya',
      address: '12 Maple Street, Evanston',
      addressUnit: '2B',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'tour',
      utm_content: 'hero',
      country: 'CA',
      room: 'f1-kitchen',
    })
  })

  it.each([
    ['page', '0'],
    ['page', '-1'],
    ['page', 'abc'],
    ['page', '1.5'],
    ['filter', '   '],
    ['filter', 'x'.repeat(201)],
    ['d1', 'abc'],
    ['d1', '1234'],
    ['modal', 'share_instagram'],
    ['geohash', 'DP3W'],
    ['geohash', 'dp3wa'],
    ['touronly', 'no'],
    ['enablejsapi', '0'],
    ['o', 'xyz'],
    ['country', 'CAN'],
    ['country', '12'],
    ['promo', 'p'.repeat(65)],
    ['room', '  '],
    ['room', 'r'.repeat(101)],
    ['authToken', 'secret'],
    ['authOrigin', 'https://partner.example'],
    ['anything', 'else'],
  ])('drops %s=%j and keeps the rest', (key, value) => {
    expect(validateAppSearch({ [key]: value, utm_source: 'kept' })).toEqual({ utm_source: 'kept' })
  })

  it('accepts values the router already parsed into numbers or flags', () => {
    expect(validateAppSearch({ page: 2, touronly: true })).toEqual({ page: 2, touronly: true })
  })

  it('never throws, whatever the address holds', () => {
    for (const junk of [null, {}, [], 42, true, { nested: 1 }]) {
      expect(() => validateAppSearch({ page: junk, filter: junk, o: junk, modal: junk })).not.toThrow()
    }
  })

  it('writes the parameters back as the address bar shows them', () => {
    expect(encodeAppSearch({ page: 2, touronly: true, country: 'CA', o: 'ua1' })).toEqual({
      page: '2',
      touronly: 'true',
      country: 'CA',
      o: 'ua1',
    })
  })

  it('gives a listing list only its own terms', () => {
    expect(
      listTermsFrom({ page: 2, filter: 'oak', geohash: 'dp3w', modal: 'share_link', utm_source: 'x', o: 'u' }),
    ).toEqual({
      page: 2,
      filter: 'oak',
      geohash: 'dp3w',
    })
  })
})

// The app decodes the address with the plain twin (src/schemas/search/validate-app-search.ts) so Effect stays out of
// the entry bundle; the AppSearch schema is its reference. Both must answer alike, keys in the same order, for any
// record at all.
describe('the plain decoder and the AppSearch schema', () => {
  const agree = (raw: Record<string, unknown>) => {
    const plain = validateAppSearch(raw)
    const schema = validateAppSearchWithSchema(raw)
    expect(plain).toStrictEqual(schema)
    expect(Object.keys(plain)).toEqual(Object.keys(schema))
  }

  const TEXT_LIMITS = {
    filter: 200,
    contact: 200,
    market: 100,
    brokerage: 100,
    office: 100,
    team: 100,
    promo: 64,
    r: 100,
    address: 300,
    addressUnit: 50,
    utm_source: 200,
    utm_medium: 200,
    utm_campaign: 200,
    utm_term: 200,
    utm_content: 200,
    room: 100,
  }
  type Case = readonly [name: string, raw: Record<string, unknown>]
  const textCases = Object.entries(TEXT_LIMITS).flatMap(([key, limit]): Case[] => [
    [`${key} exactly at its limit`, { [key]: 'x'.repeat(limit) }],
    [`${key} one over its limit`, { [key]: 'x'.repeat(limit + 1) }],
    [`${key} at its limit once trimmed`, { [key]: `  ${'x'.repeat(limit)}\t\n` }],
    [`${key} over its limit once trimmed`, { [key]: ` ${'x'.repeat(limit + 1)} ` }],
    [`${key} at its limit in UTF-16 units (emoji)`, { [key]: '😀'.repeat(limit / 2) }],
    [`${key} one unit over (emoji)`, { [key]: `${'😀'.repeat(limit / 2)}x` }],
    [`${key} empty`, { [key]: '' }],
    [`${key} only whitespace`, { [key]: ' \t\n\u00a0\u3000\ufeff' }],
  ])

  it.each<Case>([
    ...textCases,
    ['nothing', {}],
    ['unknown keys only', { authToken: 'secret', authOrigin: 'https://x.example', anything: 'else', Page: '2' }],
    ['unicode text', { filter: ' Ünïcödé 北京 ', room: '😀', market: 'ＡＢＣ' }],
    ['numbers as text fields', { filter: 42, market: 0, team: -1.5, promo: Number.NaN, r: Infinity }],
    ['booleans as text fields', { filter: true, market: false }],
    ['null, arrays and objects', { page: null, filter: ['a'], market: { a: 1 }, o: [], modal: {}, touronly: [''] }],
    ['page 0', { page: '0' }],
    ['page -1', { page: '-1' }],
    ['page -0', { page: '-0' }],
    ['page 1e3', { page: '1e3' }],
    ['page 007', { page: '007' }],
    ['page of 15 digits', { page: '999999999999999' }],
    ['page of 16 digits', { page: '1234567890123456' }],
    ['page with spaces', { page: ' 2 ' }],
    ['page 1.0', { page: '1.0' }],
    ['page 0x10', { page: '0x10' }],
    ['page as the number 2', { page: 2 }],
    ['page as the number 0', { page: 0 }],
    ['page as the number 2.5', { page: 2.5 }],
    ['page as the number 1e21', { page: 1e21 }],
    ['page as NaN', { page: Number.NaN }],
    ['page as true', { page: true }],
    ['page empty', { page: '' }],
    ['page in full-width digits', { page: '２' }],
    ['country ca, padded', { country: ' ca ' }],
    ['country CAN', { country: 'CAN' }],
    ['country c', { country: 'c' }],
    ['country ß (upper-cases to SS)', { country: 'ß' }],
    ['country ﬀ (upper-cases to FF)', { country: 'ﬀ' }],
    ['country with a tab inside', { country: 'c\ta' }],
    ['country 12', { country: '12' }],
    ['o au1', { o: 'au1' }],
    ['o a1u', { o: 'a1u' }],
    ['o zzz', { o: 'zzz' }],
    ['o empty', { o: '' }],
    ['o fwua1', { o: 'fwua1' }],
    ['o with spaces', { o: ' u ' }],
    ['d1 valid', { d1: '1629012ab' }],
    ['d1 valid, padded', { d1: ' 1629012ab' }],
    ['d1 too short', { d1: '1234' }],
    ['d1 bad scene code', { d1: '16290 ab' }],
    ['d1 empty', { d1: '' }],
    ['modal share', { modal: 'share_link' }],
    ['modal reschedule with a date', { modal: 'reschedule_o-1_2026-12-03' }],
    ['modal reschedule with no such day', { modal: 'reschedule_o-1_2026-02-30' }],
    ['modal cancel', { modal: 'cancel_o-1' }],
    ['modal unknown', { modal: 'share_instagram' }],
    ['modal empty', { modal: '' }],
    ['modal padded', { modal: ' share_link ' }],
    ['geohash valid', { geohash: 'dp3wj' }],
    ['geohash of 12', { geohash: 'dp3wjdp3wjdp' }],
    ['geohash of 13', { geohash: 'dp3wjdp3wjdp3' }],
    ['geohash upper case', { geohash: 'DP3W' }],
    ['geohash with a', { geohash: 'dp3wa' }],
    ['geohash empty', { geohash: '' }],
    ['geohash padded', { geohash: ' dp3w' }],
    ['contact bare', { contact: '' }],
    ['contact padded', { contact: '  sales ' }],
    ['contact whitespace', { contact: '   ' }],
    ['flags in every form', { touronly: '', enablejsapi: '1' }],
    ['flags as true', { touronly: 'true', enablejsapi: true }],
    ['flags off', { touronly: 'false', enablejsapi: false }],
    ['flags as 1 and 0 numbers', { touronly: 1, enablejsapi: 0 }],
    ['flag TRUE', { touronly: 'TRUE' }],
    ['flag padded', { touronly: ' 1' }],
    ['everything valid', { page: '3', filter: ' oak ', country: 'ca', o: 'a1u', touronly: '', room: 'r1' }],
  ])('agree on %s', (_, raw) => {
    agree(raw)
  })

  it('agree on a record with a prototype (inherited parameters are read)', () => {
    agree(Object.create({ page: '2', filter: ' oak ' }))
    agree(Object.assign(Object.create(null), { page: '2' }))
  })

  const KEYS = [
    'page',
    'filter',
    'd1',
    'modal',
    'contact',
    'geohash',
    'market',
    'brokerage',
    'office',
    'team',
    'touronly',
    'enablejsapi',
    'o',
    'promo',
    'r',
    'address',
    'addressUnit',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'country',
    'room',
  ]
  const padding = fc.constantFrom('', '', ' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\ufeff')
  const unit = fc.constantFrom(...'0123456789-_.a1uwfbczAC ßé😀'.split(''), '😀')
  const nearLimit = fc
    .tuple(
      fc.constantFrom(2, 12, 15, 16, 50, 64, 100, 200, 300),
      fc.integer({ min: -2, max: 2 }),
      fc.constantFrom('x', '7', 'é', '😀'),
    )
    .map(([limit, by, char]) => char.repeat(Math.max(0, limit + by)))
  const shaped = fc.oneof(
    fc.constantFrom('', '1', 'true', 'false', '0', '-0', '-1', '1e3', '007', 'ca', 'CA', 'au1', 'a1u', 'zzz'),
    fc.stringMatching(/^-?\d{1,17}$/),
    fc.stringMatching(/^[0-9bcdefghjkmnpqrstuvwxyz]{0,14}$/),
    fc.stringMatching(/^\d{4,6}[A-Za-z0-9._~ -]{0,4}$/),
    fc.stringMatching(
      /^(share_(link|embed|x)|reschedule_[a-z0-9-]{1,3}(_20\d\d-[01]\d-[0-3]\d)?|cancel_[a-z0-9_-]{0,3})$/,
    ),
  )
  const text = fc
    .tuple(
      padding,
      fc.oneof(fc.string(), fc.string({ unit }), fc.string({ unit: 'grapheme' }), nearLimit, shaped),
      padding,
    )
    .map(([before, body, after]) => before + body + after)
  const value = fc.oneof(
    { weight: 8, arbitrary: text },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 1, 2, 1e21)) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.array(text, { maxLength: 2 }), fc.dictionary(fc.string(), text, { maxKeys: 2 })),
    },
  )
  const record = fc
    .tuple(
      fc.record(Object.fromEntries(KEYS.map((key) => [key, value])), { requiredKeys: [] }),
      fc.dictionary(fc.string(), value, { maxKeys: 3 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }) as Record<string, unknown>)

  it('agree on any record of the known keys and others', () => {
    fc.assert(
      fc.property(record, (raw) => {
        agree(raw)
      }),
      { numRuns: 3000 },
    )
  })

  it('the plain decoder leaves Effect out of the bundle', async () => {
    expect(await packagesBundledBy('src/schemas/search/validate-app-search.ts')).toEqual([])
  })
})
