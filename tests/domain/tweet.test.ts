import { describe, expect, it } from 'vitest'
import {
  clampTweet,
  embedIframeCode,
  facebookShareUrl,
  linkedinShareUrl,
  sharePopup,
  tweetCounter,
  twitterShareUrl,
} from '../../src/domain/tweet'

describe('tweet text: 256 typed characters, counter length + 24 of 280 (SPEC §2 Share modal)', () => {
  it.each([
    ['', '', '24/280'],
    ['Open house Sunday', 'Open house Sunday', '41/280'],
    ['a'.repeat(256), 'a'.repeat(256), '280/280'],
    ['a'.repeat(300), 'a'.repeat(256), '280/280'],
    // An emoji is one character, and clamping never leaves half of one.
    [`${'a'.repeat(255)}🏡🏡`, `${'a'.repeat(255)}🏡`, '280/280'],
    ['🏡 3 bd', '🏡 3 bd', '30/280'],
  ])('%j → %j, %s', (typed, clamped, counter) => {
    expect(clampTweet(typed)).toBe(clamped)
    expect(tweetCounter(clampTweet(typed))).toBe(counter)
  })
})

describe('share addresses', () => {
  const url = 'https://showhome.example/12-oak-street?d1=12345ab&o=u'

  it.each([
    [
      facebookShareUrl(url),
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshowhome.example%2F12-oak-street%3Fd1%3D12345ab%26o%3Du',
    ],
    [
      linkedinShareUrl(url),
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshowhome.example%2F12-oak-street%3Fd1%3D12345ab%26o%3Du',
    ],
    [
      twitterShareUrl('Open house & tour #oak', url),
      'https://twitter.com/intent/tweet?text=Open%20house%20%26%20tour%20%23oak&url=https%3A%2F%2Fshowhome.example%2F12-oak-street%3Fd1%3D12345ab%26o%3Du',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected)
  })

  it.each([
    ['link', undefined],
    ['embed', undefined],
    ['facebook', { url: facebookShareUrl(url), width: 575, height: 815 }],
    ['linkedin', { url: linkedinShareUrl(url), width: 575, height: 700 }],
    ['twitter', { url: twitterShareUrl('Hi', url), width: 550, height: 420 }],
  ] as const)('the %s tab opens %o', (tab, popup) => {
    expect(sharePopup(tab, { url, tweetText: 'Hi' })).toEqual(popup)
  })
})

describe('embed code: an iframe 100 % wide and 720 px high', () => {
  it('embeds the listing address', () => {
    expect(embedIframeCode('https://showhome.example/12-oak-street')).toBe(
      '<iframe src="https://showhome.example/12-oak-street" width="100%" height="720" frameborder="0" allowfullscreen allow="xr-spatial-tracking; fullscreen"></iframe>',
    )
  })

  it('keeps any address inside its attribute', () => {
    expect(embedIframeCode('https://x.example/a?b=1&c="><script>')).toContain(
      'src="https://x.example/a?b=1&amp;c=&quot;&gt;&lt;script&gt;"',
    )
  })
})
