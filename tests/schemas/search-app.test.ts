import { describe, expect, it } from 'vitest'
import { encodeAppSearch, listTermsFrom, validateAppSearch } from '../../src/schemas/search/app'

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
