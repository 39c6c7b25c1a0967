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
  ])('strips active content from %j', (html, expected) => {
    expect(stripActiveContent(html)).toBe(expected)
  })

  it.each([
    ['<p>Welcome to&nbsp;<b>12 Elm</b>.</p><p>Bright &amp; calm.</p>', 'Welcome to 12 Elm . Bright & calm.'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
    ['a<!-- note -->b', 'a b'],
    ['&#8217;&#x2019;&rsquo; &unknown;', '’’’ &unknown;'],
    ['<script>x()</script>', ''],
  ])('reads %j as plain text', (html, expected) => {
    expect(plainText(html)).toBe(expected)
  })

  it.each([
    ['short', 10, 'short'],
    ['one two three four', 12, 'one two…'],
    ['one two, three', 9, 'one two…'],
    ['abcdefghijklmnop', 8, 'abcdefg…'],
  ])('truncates %j to %i', (text, max, expected) => {
    const result = truncateWords(text, max)
    expect(result).toBe(expected)
    expect(result.length).toBeLessThanOrEqual(max)
  })
})
