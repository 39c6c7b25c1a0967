import { describe, expect, it } from 'vitest'
import { indexOfIgnoringCase, isWordChar, openingTag, startsWithAt } from '../../src/domain/markup'

describe('finding tags by scanning', () => {
  it.each([
    ['<svg viewBox="0 0 1 1"><g/></svg>', '<svg viewBox="0 0 1 1">'],
    ['<?xml version="1.0"?>\n<svg\n  width="8">', '<svg\n  width="8">'],
    ['<svg>', '<svg>'],
    ['<svg/>', '<svg/>'],
    ['<svgx><svg a="<b>">', '<svg a="<b>'],
    ['<svg-inline a>', '<svg-inline a>'],
    ['<svg_x><svg1><svg >', '<svg >'],
    ['<SVG a><svg b>', '<svg b>'],
    ['<svg', undefined],
    ['<svg a="b"', undefined],
    ['<html><body>404</body></html>', undefined],
    ['', undefined],
  ])('the first <svg …> of %j is %j', (text, expected) => {
    expect(openingTag(text, 'svg')).toBe(expected)
  })

  it.each([
    ['<SVG a><svg b>', '<SVG a>'],
    ['<Svg viewBox="0 0 1 1">', '<Svg viewBox="0 0 1 1">'],
    // Only ASCII letters are folded, as in a pattern with the i flag and no u flag.
    ['<ſvg a><svg b>', '<svg b>'],
  ])('without case, the first <svg …> of %j is %j', (text, expected) => {
    expect(openingTag(text, 'svg', true)).toBe(expected)
  })

  it('reads many openings without a closing in one pass', () => {
    expect(openingTag('<svg'.repeat(50_000), 'svg')).toBeUndefined()
    expect(openingTag(`${'<'.repeat(100_000)}svg>`, 'svg')).toBe('<svg>')
    expect(openingTag('<svg x'.repeat(20_000), 'svg', true)).toBeUndefined()
  })

  it.each([
    ['<title>', '<TITLE>', 0, true, true],
    ['a<title>', '<title>', 1, false, true],
    ['a<Title>', '<title>', 1, false, false],
    ['<tit', '<title>', 0, true, false],
    ['K', 'k', 0, true, true],
    ['\u212a', 'k', 0, true, false],
    ['x', 'x', -1, false, false],
  ])('startsWithAt(%j, %j, %i, %s) is %s', (text, word, at, ignoreCase, expected) => {
    expect(startsWithAt(text, word, at, ignoreCase)).toBe(expected)
  })

  it.each([
    ['<head><TITLE>a</Title>', '<title>', 0, 6],
    ['<head><TITLE>a</Title>', '</title>', 0, 14],
    ['<title><title>', '<title>', 1, 7],
    ['<title>', '</title>', 0, -1],
    ['', 'a', 0, -1],
  ])('indexOfIgnoringCase(%j, %j, %i) is %i', (text, word, from, expected) => {
    expect(indexOfIgnoringCase(text, word, from)).toBe(expected)
  })

  it.each([
    ['a', true],
    ['Z', true],
    ['0', true],
    ['_', true],
    ['-', false],
    [' ', false],
    ['é', false],
  ])('%j is a word character: %s', (ch, expected) => {
    expect(isWordChar(ch.charCodeAt(0))).toBe(expected)
  })

  it('has no word character past the end of the text', () => {
    expect(isWordChar(''.charCodeAt(0))).toBe(false)
  })
})
