// No pattern in the shared schemas, the shared rules or the server can backtrack badly (issue 15: the old e-mail
// pattern took 28 s on one 80 KB sign-in). Every regular expression literal and `new RegExp('…')` with a literal
// source in src/schemas, src/domain and server/ is found by parsing the code, and recheck (a ReDoS checker that
// proves or refutes super-linear backtracking) must call each one safe. A new pattern is checked the day it lands.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from '@babel/parser'
import { checkSync } from 'recheck'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src/schemas', 'src/domain', 'server']

interface Found {
  readonly where: string
  readonly source: string
  readonly flags: string
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

/** Walks a Babel AST for regex literals and RegExp constructions from a literal string. */
function regexesIn(file: string): Found[] {
  const ast = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript', 'jsx'] })
  const found: Found[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const n = node as { type?: string; loc?: { start: { line: number } } } & Record<string, unknown>
    const where = `${file}:${n.loc?.start.line ?? '?'}`
    if (n.type === 'RegExpLiteral') found.push({ where, source: String(n.pattern), flags: String(n.flags) })
    if (
      (n.type === 'NewExpression' || n.type === 'CallExpression') &&
      (n.callee as { name?: string })?.name === 'RegExp'
    ) {
      const [first, second] = n.arguments as Array<{ type: string; value?: string }>
      if (first?.type === 'StringLiteral') {
        found.push({
          where,
          source: String(first.value),
          flags: second?.type === 'StringLiteral' ? String(second.value) : '',
        })
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'extra') visit(value)
  }
  visit(ast.program)
  return found
}

const patterns = ROOTS.flatMap(sourceFiles).flatMap(regexesIn)

/** The checker's own limit per pattern: generous, as CI shares two cores (a timeout reads 'unknown' and fails). */
const CHECK_TIMEOUT_MS = 60_000

describe('regular expressions in the shared schemas, shared rules and server', () => {
  it('are found (the scan itself works)', () => {
    expect(patterns.length).toBeGreaterThan(20)
    expect(patterns.some((p) => p.where.startsWith(path.join('src/schemas/fields.ts')))).toBe(true)
  })

  it('has a checker that catches the pattern that froze the server', { timeout: CHECK_TIMEOUT_MS * 2 }, () => {
    expect(checkSync('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '', { timeout: CHECK_TIMEOUT_MS }).status).toBe('vulnerable')
  })

  it.each(patterns.map((p) => [p.where, p.source, p.flags] as const))(
    '%s /%s/%s cannot backtrack badly',
    { timeout: CHECK_TIMEOUT_MS * 2 },
    (_, source, flags) => {
      const result = checkSync(source, flags.replace(/[^dgimsuy]/g, ''), { timeout: CHECK_TIMEOUT_MS })
      expect(
        result.status === 'vulnerable'
          ? `${result.complexity.type}: attack ${JSON.stringify(result.attack.pattern)}`
          : result.status,
      ).toBe('safe')
    },
  )
})
