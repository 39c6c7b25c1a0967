// The description's words as the server renders them before any JavaScript (src/domain/description-text.ts).
import { describe, expect, it } from 'vitest'
import { descriptionParagraphs } from '../../src/domain/description-text'

describe('descriptionParagraphs', () => {
  it.each([
    ['<p>Sunny rooms.</p><p>A big garden.</p>', ['Sunny rooms.', 'A big garden.']],
    ['<p>Line one<br>line two</p>', ['Line one', 'line two']],
    ['<ul><li>Oak floors</li><li>New roof</li></ul>', ['Oak floors', 'New roof']],
    ['<p><strong>Bold</strong> and <a href="https://x.example">a link</a>.</p>', ['Bold and a link.']],
    ['<P>Upper case tags</P>', ['Upper case tags']],
    ['Tom &amp; Jerry&#39;s &lt;house&gt; &quot;here&quot;&nbsp;now', ['Tom & Jerry\'s <house> "here" now']],
    ['An &unknown; entity & a lone ampersand', ['An &unknown; entity & a lone ampersand']],
    ['<p>Kept</p><script>alert(1)</script><style>p{}</style><p>Also kept</p>', ['Kept', 'Also kept']],
    ['<iframe src="https://e.example">inside</iframe>after', ['after']],
    ['  spaced\n\n   out\twords  ', ['spaced out words']],
    ['', []],
    ['<p></p><div> </div>', []],
    ['<p>Unclosed tag <b', ['Unclosed tag']],
    ['<p>Under 500k < most, 3 > 2</p><p>Next</p>', ['Under 500k < most, 3 > 2', 'Next']],
    ['a <3 house', ['a <3 house']],
  ])('%j', (html, expected) => {
    expect(descriptionParagraphs(html)).toEqual(expected)
  })

  it('reads a long description in one pass', () => {
    const html = `${'<p>'.repeat(20_000)}${'&'.repeat(20_000)}${'<b'.repeat(20_000)}`
    expect(descriptionParagraphs(html)).toEqual(['&'.repeat(20_000)])
  })
})
