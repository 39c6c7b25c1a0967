// Where the listing page was opened from (issue 17): host names only, our own host never a source.
import { describe, expect, it } from 'vitest'
import { visitSource } from '../../src/domain/visit-source'

const own = 'homes.example.com'

describe('visitSource', () => {
  it.each([
    ['typed or bookmarked', { referrer: '', embedded: false }, {}],
    ['a page of our own', { referrer: 'https://homes.example.com/explore?q=x', embedded: false }, {}],
    [
      'a link on another site, path dropped',
      { referrer: 'https://m.Facebook.com/story?id=9', embedded: false },
      { linkedFrom: 'm.facebook.com' },
    ],
    [
      'a frame on a realtor’s site',
      { referrer: 'https://realty.example.org/listings/12', embedded: true },
      { embeddedOn: 'realty.example.org' },
    ],
    [
      'a frame whose parent the browser names',
      { referrer: '', embedded: true, ancestorOrigin: 'https://agent.example.net' },
      { embeddedOn: 'agent.example.net' },
    ],
    ['a frame of our own', { referrer: 'https://homes.example.com/x', embedded: true }, {}],
    ['something that is not a web address', { referrer: 'android-app://com.example', embedded: false }, {}],
    ['nonsense', { referrer: 'not a url', embedded: false }, {}],
  ])('%s', (_name, page, expected) => {
    expect(visitSource({ ownHost: own, ...page })).toEqual(expected)
  })
})
