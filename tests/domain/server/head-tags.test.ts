// The listing page's head (SPEC §7): the listing's tags take the place of the shell's title and description.
import { describe, expect, it } from 'vitest'
import { withHeadTags } from '../../../server/listings/metadata'

const TAGS = '<title>12 Elm St</title><meta name="description" content="Bright." />'

describe('the listing page head', () => {
  it.each([
    [
      'replaces the title and drops the description with its line',
      '<head>\n  <title>Showhome</title>\n  <meta name="description" content="Shell." />\n</head>',
      `<head>\n  ${TAGS}\n</head>`,
    ],
    [
      'ignores case, any spacing and either quote',
      '<head><TITLE>A</Title>\t<META\n name=\'Description" content=x>\t \n<b></head>',
      `<head>${TAGS}<b></head>`,
    ],
    ['keeps the line ending of a Windows line', '<meta name="description">\r\n<title></title>', `\r\n${TAGS}`],
    [
      'drops the first description only',
      '<meta name="description" a><meta name="description" b><title>x</title>',
      `<meta name="description" b>${TAGS}`,
    ],
    [
      'leaves other meta tags',
      '<meta name="descriptions" a><meta property="og:description" b><meta name=description c><title>x</title>',
      `<meta name="descriptions" a><meta property="og:description" b><meta name=description c>${TAGS}`,
    ],
    ['replaces the first title to its first closing', '<title>a</title><title>b</title>', `${TAGS}<title>b</title>`],
    [
      'puts the tags at the end of the head when there is no title',
      '<head><x></HEAD>',
      `<head><x>  ${TAGS}\n  </head>`,
    ],
    ['the same with an unclosed title', '<head><title>x</head>', `<head><title>x  ${TAGS}\n  </head>`],
  ])('%s', (_, html, expected) => {
    expect(withHeadTags(html, TAGS)).toBe(expected)
  })

  it('takes dollar signs in the tags literally', () => {
    expect(withHeadTags('<title>x</title>', '$& $1 $`')).toBe('$& $1 $`')
  })

  // Inputs that made the old patterns read the text to its end from each opening or tab; the answer is what matters.
  it.each([
    ['long runs of tabs', `${'\t'.repeat(50_000)}x`],
    ['many description tags without a closing', '<meta name="description"'.repeat(5_000)],
    ['many titles without a closing', '<title>'.repeat(20_000)],
    ['many closings before any title', 'TITLE></TITLE>'.repeat(10_000)],
  ])('leaves %s as they are (no title, no head)', (_, html) => {
    expect(withHeadTags(html, TAGS)).toBe(html)
  })

  it('drops a description after a long run of tabs, with the tabs', () => {
    const tabs = '\t'.repeat(50_000)
    expect(withHeadTags(`x${tabs}<meta name="description">${tabs}\n<title></title>`, TAGS)).toBe(`x${TAGS}`)
  })
})
