import { describe, expect, it } from 'vitest'
import { isWhitespace, trimChars, trimEnd, trimStart, WHITESPACE } from '../../src/domain/trim'

describe('trimming chosen characters', () => {
  it.each([
    ['https://a.example', '/', 'https://a.example'],
    ['https://a.example/', '/', 'https://a.example'],
    ['https://a.example///', '/', 'https://a.example'],
    ['/a//b/', '/', '/a//b'],
    ['///', '/', ''],
    ['', '/', ''],
    ['one two, ;', ' ,;', 'one two'],
    ['a-.–—', '.–—-', 'a'],
  ])('trimEnd(%j, %j) is %j', (text, chars, expected) => {
    expect(trimEnd(text, chars)).toBe(expected)
  })

  it.each([
    ['--a-b', '-', 'a-b'],
    ['a-b--', '-', 'a-b--'],
    ['---', '-', ''],
    ['', '-', ''],
  ])('trimStart(%j, %j) is %j', (text, chars, expected) => {
    expect(trimStart(text, chars)).toBe(expected)
  })

  it.each([
    ['-1842-n-kenmore-ave-', '-', '1842-n-kenmore-ave'],
    ['--a--b--', '-', 'a--b'],
    ['a', '-', 'a'],
    ['---', '-', ''],
    ['', '-', ''],
    ['/-x-/', '-/', 'x'],
  ])('trimChars(%j, %j) is %j', (text, chars, expected) => {
    expect(trimChars(text, chars)).toBe(expected)
  })

  it('takes a long run of the characters that is not at the end in one pass', () => {
    const slashes = '/'.repeat(100_000)
    expect(trimEnd(`${slashes}x`, '/')).toBe(`${slashes}x`)
    expect(trimEnd(`x${slashes}`, '/')).toBe('x')
    expect(trimChars(`${'-'.repeat(100_000)}x${'-'.repeat(100_000)}`, '-')).toBe('x')
  })

  it('knows whitespace exactly as \\s does', () => {
    for (let code = 0; code <= 0xffff; code++) {
      const ch = String.fromCharCode(code)
      if (isWhitespace(ch) !== /\s/.test(ch)) expect.fail(`U+${code.toString(16)}`)
    }
    expect(WHITESPACE.length).toBe(new Set(WHITESPACE).size)
    expect([isWhitespace(''), isWhitespace(undefined), isWhitespace('  ')]).toEqual([false, false, false])
  })
})
