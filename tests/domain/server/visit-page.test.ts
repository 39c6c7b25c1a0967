import { describe, expect, it } from 'vitest'
import { visitPage } from '../../../server/domain/visit-page'

describe('the page an event came from (Referer)', () => {
  it.each([
    [undefined, null, null],
    ['not a url', null, null],
    ['https://showhome.example/', '/', null],
    ['https://showhome.example/pricing?country=CA', '/pricing', null],
    ['https://showhome.example/12-elm-st', '/12-elm-st', '12-elm-st'],
    ['https://showhome.example/12-Elm-St/photos/p01?o=u', '/12-Elm-St/photos/p01', '12-elm-st'],
    ['https://showhome.example/explore/12-elm-st/tour', '/explore/12-elm-st/tour', '12-elm-st'],
    ['https://showhome.example/my/12-elm-st', '/my/12-elm-st', '12-elm-st'],
    ['https://showhome.example/my', '/my', null],
    ['https://showhome.example/order/product', '/order/product', null],
    ['https://showhome.example/no/such/page/at/all', '/no/such/page/at/all', null],
  ])('%j is page %j, listing %j', (referer, pagePath, tourName) => {
    expect(visitPage(referer)).toEqual({ pagePath, tourName })
  })

  it('keeps at most 512 characters of a path', () => {
    expect(visitPage(`https://x.example/${'a'.repeat(1000)}`).pagePath).toHaveLength(512)
  })
})
