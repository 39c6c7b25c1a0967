// The mutation scores table in docs/benchmarks.md (scripts/mutation-scores.ts): counting a report's mutants, and
// merging one run's rows into the table so charts measured one at a time keep their rows.
import { describe, expect, it } from 'vitest'
import { END, parseRows, START, score, scoreRow, withRows } from '../../scripts/mutation-scores'

const at = { location: { start: { line: 1, column: 1 } } }
const mutants = (...statuses: Array<'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'RuntimeError'>) =>
  statuses.map((status) => ({ ...at, mutatorName: 'StringLiteral', status }))

describe('mutation scores', () => {
  it('counts timeouts as killed and leaves mutants that do not load out of the score', () => {
    const row = scoreRow(
      'src/a.ts',
      mutants('Killed', 'Timeout', 'Survived', 'NoCoverage', 'RuntimeError'),
      '2026-11-27',
    )
    expect(row).toEqual({
      file: 'src/a.ts',
      mutants: 5,
      killed: 2,
      survived: 1,
      noCoverage: 1,
      errors: 1,
      date: '2026-11-27',
    })
    expect(score(row)).toBe(50)
    expect(score({ killed: 0, survived: 0, noCoverage: 0 })).toBeUndefined()
  })

  it('replaces a file’s row, keeps the others and sums them again', () => {
    const page = `# Benchmarks\n\nintro\n${START}\n${END}\nafter\n`
    const first = withRows(page, [scoreRow('src/b.ts', mutants('Killed', 'Survived'), '2026-11-26')])
    const second = withRows(first, [
      scoreRow('src/a.ts', mutants('Killed'), '2026-11-27'),
      scoreRow('src/b.ts', mutants('Killed', 'Killed', 'Killed', 'NoCoverage'), '2026-11-27'),
    ])
    expect(parseRows(second).map((row) => [row.file, row.mutants, row.date])).toEqual([
      ['src/a.ts', 1, '2026-11-27'],
      ['src/b.ts', 4, '2026-11-27'],
    ])
    expect(second).toContain('| all measured files | 5 | 4 | 0 | 1 | 0 | 80.0 % | |')
    expect(second.startsWith('# Benchmarks\n\nintro\n')).toBe(true)
    expect(second.endsWith(`${END}\nafter\n`)).toBe(true)
  })

  it('refuses a page without the markers', () => {
    expect(() => withRows('# Benchmarks\n', [])).toThrow(/mutation:start/)
  })
})
