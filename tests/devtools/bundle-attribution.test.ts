// The page-weight bench's bundle analyser (bench/bundle-attribution.ts): base64 VLQ decoding against values worked
// out by hand from the source map specification, characters shared out between sources on small hand-made maps, and
// the grouping of source paths into packages and our folders.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { attributeScripts, charactersPerSource, decodeVlq, groupOf } from '../../bench/bundle-attribution'

describe('decodeVlq', () => {
  it.each([
    ['A', [0]],
    ['C', [1]],
    ['D', [-1]],
    ['AAAA', [0, 0, 0, 0]],
    ['GCAA', [3, 1, 0, 0]],
    // 16 needs a continuation digit: g = 32 + 0, B = 1 → 1 << 5 = 32 → 16.
    ['gB', [16]],
    // 2 = 54 → 22 and continue; H = 7 → 7 << 5 = 224; 246 → 123.
    ['2H', [123]],
    ['2HD', [123, -1]],
  ])('%s → %j', (segment, values) => {
    expect(decodeVlq(segment)).toEqual(values)
  })

  it('refuses a character that is not base64', () => {
    expect(() => decodeVlq('A!')).toThrow(/not base64/)
  })
})

describe('charactersPerSource', () => {
  it('gives each character to the source of the segment before it, the newline with its line', () => {
    const totals = charactersPerSource('abcdef\nxyz', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA;AAAA' })
    expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 3, 'b.ts': 7 })
  })

  it('counts what comes before a line’s first segment, and sourceless segments, as glue (null)', () => {
    const totals = charactersPerSource('  xy;zz', { sources: ['a.ts'], mappings: 'EAAA,E' })
    expect(totals.get(null)).toBe(2 + 3)
    expect(totals.get('a.ts')).toBe(2)
  })

  it('counts a line without mappings as glue', () => {
    const totals = charactersPerSource('abc\nde', { sources: ['a.ts'], mappings: 'AAAA' })
    expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 4, null: 2 })
  })
})

describe('groupOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@tanstack/router-core/dist/esm/router.js', '@tanstack/router-core'],
    ['../../node_modules/effect/dist/internal/effect.js', 'effect'],
    ['../../src/ui/pages/HomePage.tsx', 'src/ui'],
    ['../../src/machines/app/app.machine.ts', 'src/machines'],
    ['../../src/main.tsx', 'src/main.tsx'],
    ['\u0000rolldown/runtime.js', 'other'],
    [null, 'bundler runtime'],
  ])('%s → %s', (source, group) => {
    expect(groupOf(source)).toBe(group)
  })
})

describe('attributeScripts', () => {
  it('shares each script’s wire bytes out by characters, and counts a script without a map as unmapped', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bundle-attribution-'))
    // 4 characters of react-dom, 6 of our ui code (with the newline).
    writeFileSync(path.join(dist, 'a.js'), 'abcdefghi\n')
    writeFileSync(
      path.join(dist, 'a.js.map'),
      JSON.stringify({
        sources: ['../node_modules/react-dom/index.js', '../src/ui/App.tsx'],
        mappings: 'AAAA,ICAA',
      }),
    )
    writeFileSync(path.join(dist, 'b.js'), 'x')
    const totals = attributeScripts(dist, [
      { path: '/a.js', raw: 10, wire: 100 },
      { path: '/b.js', raw: 1, wire: 7 },
    ])
    expect([...totals]).toEqual([
      ['src/ui', 60],
      ['react-dom', 40],
      ['unmapped', 7],
    ])
  })
})
