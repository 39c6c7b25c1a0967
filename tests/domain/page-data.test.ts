import { describe, expect, it } from 'vitest'
import { pageDataPath, pagePathOfPageData, staticQueryPath } from '../../src/domain/page-data'

describe('pageDataPath and pagePathOfPageData: the page-data address of a page, both ways', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/pricing', '/page-data/pricing/page-data.json'],
    ['/pricing/', '/page-data/pricing/page-data.json'],
    ['/legal/privacy', '/page-data/legal/privacy/page-data.json'],
    ['/12-elm-st', '/page-data/12-elm-st/page-data.json'],
    ['/12-elm-st/photos', '/page-data/12-elm-st/photos/page-data.json'],
  ])('%s ↔ %s', (page, file) => {
    expect(pageDataPath(page)).toBe(file)
    expect(pagePathOfPageData(file)).toBe(page.length > 1 ? page.replace(/\/$/, '') : page)
  })

  it.each([
    ['another file', '/page-data/app-data.json'],
    ['a static query', '/page-data/sq/d/abc.json'],
    ['no page', '/page-data/page-data.json'],
    ['an empty segment', '/page-data/a//page-data.json'],
    ['a parent segment', '/page-data/../secret/page-data.json'],
    ['a dot segment', '/page-data/./page-data.json'],
    ['an escaped character', '/page-data/a%2Fb/page-data.json'],
    ['outside the folder', '/assets/x/page-data.json'],
    ['too long', `/page-data/${'a'.repeat(300)}/page-data.json`],
  ])('names no page for %s', (_, file) => {
    expect(pagePathOfPageData(file)).toBeNull()
  })

  it('names a static query by its hash', () => {
    expect(staticQueryPath('3f2a')).toBe('/page-data/sq/d/3f2a.json')
  })
})
