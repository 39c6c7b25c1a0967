import { describe, expect, it } from 'vitest'
import { escapeHtml, plainText, stripActiveContent, truncateWords } from '../../../server/domain/html-text'

describe('html text', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>"Tom" & \'Jerry\'</b>', '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;'],
  ])('escapes %j', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected)
  })

  it.each([
    ['<p>Hi</p><script>alert(1)</script><p>there</p>', '<p>Hi</p><p>there</p>'],
    ['<p>A</p><iframe src="https://evil.example"></iframe>', '<p>A</p>'],
    ['<SCRIPT type="x">bad()</SCRIPT >ok', 'ok'],
    ['<p>unclosed<script>alert(1)', '<p>unclosed'],
    ['<scr<script></script>ipt>alert(1)</script>', 'alert(1)'],
    ['<style>p{}</style><object data="x"></object><embed src="y">kept', 'kept'],
    ['<p onclick="x()">left for the client sanitiser</p>', '<p onclick="x()">left for the client sanitiser</p>'],
    ['<Script>a</SCRIPT\n\t>b<style>c</style >d', 'bd'],
    ['<script>a</style></script>b', 'b'],
    ['<script>a</scriptx></script >b', 'b'],
    ['<scriptx>kept</scriptx>', '<scriptx>kept</scriptx>'],
    ['<script-x>gone', ''],
    ['<script', '<script'],
    ['a<script src="x"', 'a<script src="x"'],
    ['<embed<b>c', 'c'],
    ['</iframe >x</embed>y', 'xy'],
    ['<emb<embed>ed>x', 'x'],
  ])('strips active content from %j', (html, expected) => {
    expect(stripActiveContent(html)).toBe(expected)
  })

  it.each([
    ['<p>Welcome to&nbsp;<b>12 Elm</b>.</p><p>Bright &amp; calm.</p>', 'Welcome to 12 Elm . Bright & calm.'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
    ['a<!-- note -->b', 'a b'],
    ['&#8217;&#x2019;&rsquo; &unknown;', '’’’ &unknown;'],
    ['<script>x()</script>', ''],
    ['a<!---->b<!-->c-->d', 'a b d'],
    ['a<!-- b', 'a<!-- b'],
    ['a < b > c', 'a c'],
    ['a > b < c', 'a > b < c'],
    ['<p>one<br/>two</p', 'one two</p'],
  ])('reads %j as plain text', (html, expected) => {
    expect(plainText(html)).toBe(expected)
  })

  it.each([
    ['short', 10, 'short'],
    ['one two three four', 12, 'one two…'],
    ['one two, three', 9, 'one two…'],
    ['abcdefghijklmnop', 8, 'abcdefg…'],
    ['one two three; – , four', 20, 'one two three…'],
    ['one.two\u00a0\u2028 three', 12, 'one.two…'],
  ])('truncates %j to %i', (text, max, expected) => {
    const result = truncateWords(text, max)
    expect(result).toBe(expected)
    expect(result.length).toBeLessThanOrEqual(max)
  })

  // Inputs that made the old patterns read the text to its end from each opening (seconds for 64 KB). What matters
  // here is the answer; that it comes in one pass is the regex-safety test's concern.
  describe('adversarial input', () => {
    it.each([
      ['many openings, no closing', '<'.repeat(50_000), '<'.repeat(50_000)],
      ['many comment openings', '<!--'.repeat(20_000), '<!--'.repeat(20_000)],
      ['unclosed script tags', '<script'.repeat(20_000), '<script'.repeat(20_000)],
      ['unclosed style tags', 'a<style/'.repeat(20_000), 'a<style/'.repeat(20_000)],
      ['an opened script to the end', `<p>a</p><script src=x>${'</scrip'.repeat(10_000)}`, '<p>a</p>'],
      ['closings that never end', `<script>${'</script '.repeat(10_000)}`, ''],
      ['one closing far away', `<iframe>${'<'.repeat(50_000)}</iframe>x`, 'x'],
      ['a comment opening before many openings', `x<!--${'<'.repeat(50_000)}`, `x<!--${'<'.repeat(50_000)}`],
    ])('strips active content from %s', (_, html, expected) => {
      expect(stripActiveContent(html)).toBe(expected)
    })

    it.each([
      ['many openings, no closing', '<'.repeat(50_000), '<'.repeat(50_000)],
      ['many comment openings', '<!--'.repeat(20_000), '<!--'.repeat(20_000)],
      ['many comment openings, one closing', `${'<!--'.repeat(20_000)}-->x`, 'x'],
      ['unclosed script tags', 'a<script'.repeat(20_000), 'a<script'.repeat(20_000)],
      ['tags, then many openings', `<b>a</b>${'<'.repeat(50_000)}`, `a ${'<'.repeat(50_000)}`],
    ])('reads %s as plain text', (_, html, expected) => {
      expect(plainText(html)).toBe(expected)
    })

    it('truncates long runs of spaces and punctuation', () => {
      const text = `a${' ,'.repeat(50_000)}b`
      expect(truncateWords(text, 60_000)).toBe('a…')
      expect(truncateWords(`${'\t'.repeat(50_000)}b`, 40_000)).toBe('…')
    })
  })
})
