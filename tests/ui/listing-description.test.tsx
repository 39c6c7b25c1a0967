// The listing description (SPEC §3: sanitised, iframes forbidden): DOMPurify's rules as the page applies them, and
// the view that shows the plain paragraphs until the description nears the screen, then the sanitised HTML in their
// place, with DOMPurify loaded only then (issue 22).
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lazyModule } from '../../src/services/lazy-module'
import { sanitizeListingHtml } from '../../src/ui/features/listing-viewer/listing-html'
import { Description } from '../../src/ui/features/listing-viewer/sections/info/Description'

describe('sanitizeListingHtml', () => {
  it.each([
    ['<p>Sunny <b>kitchen</b></p>', '<p>Sunny <b>kitchen</b></p>'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="https://example.com/x.png" onerror="alert(1)">', '<img src="https://example.com/x.png">'],
    ['<img src="x.png">', '<img>'],
    ['<iframe src="https://example.com"></iframe><p>b</p>', '<p>b</p>'],
    ['<p style="color:red" class="x" id="y">c</p>', '<p>c</p>'],
    ['<form><input name="q"><button>Go</button></form>', 'Go'],
    ['<a href="javascript:alert(1)">bad</a>', '<a target="_blank" rel="noopener noreferrer nofollow">bad</a>'],
    [
      '<a href="https://example.com/x">site</a>',
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    ],
    [
      '<a href="mailto:sam@example.com">mail</a>',
      '<a href="mailto:sam@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a>',
    ],
  ])('%s → %s', (html, clean) => {
    expect(sanitizeListingHtml(html)).toBe(clean)
  })
})

/** A stand-in IntersectionObserver the test moves: the page has no layout in jsdom. */
const observed: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
class TestObserver {
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    observed.push({ callback, ...(options ? { options } : {}) })
  }
  observe() {}
  disconnect() {}
}
const comesNear = () =>
  act(async () => {
    for (const { callback } of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)
  })

const DESCRIPTION = '<p>Light-filled <a href="https://example.com">corner</a> home.</p><p>Two baths.</p>'

describe('Description', () => {
  beforeEach(() => {
    observed.length = 0
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = TestObserver
  })
  afterEach(() => {
    cleanup()
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  // A loader of its own: the page's may have loaded already in this worker (another file rendered a description).
  it('shows the plain paragraphs until the description nears the screen, then the sanitised HTML', async () => {
    const sanitizer = lazyModule(() => import('../../src/ui/features/listing-viewer/listing-html'))
    render(<Description html={DESCRIPTION} sanitizer={sanitizer} />)
    const region = screen.getByRole('region', { name: 'About this home' })
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Light-filled corner home.',
      'Two baths.',
    ])
    expect(screen.queryByRole('link')).toBeNull()
    expect(observed.map((o) => o.options?.rootMargin)).toEqual(['600px 0px'])
    await comesNear()
    const link = await screen.findByRole('link', { name: 'corner' })
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Light-filled corner home.',
      'Two baths.',
    ])
  })

  it('shows the sanitised HTML at once once the sanitiser has loaded, watching nothing', async () => {
    const sanitizer = lazyModule(() => import('../../src/ui/features/listing-viewer/listing-html'))
    await sanitizer.load()
    render(
      <Description
        html='<p>Big <a href="javascript:x()">yard</a></p><script>alert(1)</script>'
        sanitizer={sanitizer}
      />,
    )
    const region = screen.getByRole('region', { name: 'About this home' })
    expect(region.querySelector('a')?.getAttribute('target')).toBe('_blank')
    expect(region.querySelector('a')?.hasAttribute('href')).toBe(false)
    expect(region.querySelector('script')).toBeNull()
    expect(observed).toEqual([])
  })

  it.each(['', '   ', '<p> </p>', '<script>words</script>'])(
    'shows nothing for a description without words: %j',
    (html) => {
      render(<Description html={html} />)
      expect(screen.queryByRole('region', { name: 'About this home' })).toBeNull()
    },
  )
})
