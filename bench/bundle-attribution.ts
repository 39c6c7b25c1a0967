// The bundle analyser of the page-weight bench (issue 22): which package or part of our code the bytes a page loads
// come from. Each script the page loaded is split by its source map: every generated character belongs to the
// source of the mapping before it, and the script's bytes on the wire are shared out in proportion to the
// characters each source produced (gzip compresses a chunk as a whole, so this is an estimate per source, exact per
// chunk). No dependency: source map "mappings" are base64 VLQ, decoded here.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ScriptSize } from './pages'

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]))

/** One segment's fields, decoded from base64 VLQ (each field relative to the previous segment's). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`not base64 in a source map segment: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

export interface SourceMapLike {
  readonly sources: ReadonlyArray<string | null>
  readonly mappings: string
}

/**
 * Characters of `code` per source: each mapped character counts for the source of the segment it follows; characters
 * before a line's first segment, and segments without a source, count as `null` (bundler glue).
 */
export function charactersPerSource(code: string, map: SourceMapLike): Map<string | null, number> {
  const totals = new Map<string | null, number>()
  const add = (source: string | null, n: number) => {
    if (n > 0) totals.set(source, (totals.get(source) ?? 0) + n)
  }
  const lines = code.split('\n')
  const mappedLines = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, lineIndex) => {
    const segments = (mappedLines[lineIndex] ?? '').split(',').filter((s) => s.length > 0)
    let column = 0
    let start = 0
    let owner: string | null = null
    for (const segment of segments) {
      const fields = decodeVlq(segment)
      column += fields[0] ?? 0
      add(owner, column - start)
      start = column
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0
        owner = map.sources[sourceIndex] ?? null
      } else owner = null
    }
    // The rest of the line, and its newline.
    add(owner, line.length - start + (lineIndex < lines.length - 1 ? 1 : 0))
  })
  return totals
}

/** What a source counts as: a package by its name, our code by its folder under src/, glue as "bundler runtime". */
export function groupOf(source: string | null): string {
  if (source === null) return 'bundler runtime'
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg?.[1]) return pkg[1]
  const ours = source.match(/(?:^|\/)src\/([^/]+)/)
  if (ours?.[1]) return `src/${ours[1]}`
  return 'other'
}

/** The wire bytes of `scripts` (as a page loaded them from `distDir`) per group, largest first. */
export function attributeScripts(distDir: string, scripts: ReadonlyArray<ScriptSize>): Map<string, number> {
  const totals = new Map<string, number>()
  for (const script of scripts) {
    const file = path.join(distDir, script.path)
    const mapFile = `${file}.map`
    if (!existsSync(file) || !existsSync(mapFile)) {
      totals.set('unmapped', (totals.get('unmapped') ?? 0) + script.wire)
      continue
    }
    const code = readFileSync(file, 'utf8')
    const perSource = charactersPerSource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapLike)
    for (const [source, characters] of perSource) {
      const group = groupOf(source)
      totals.set(group, (totals.get(group) ?? 0) + (characters / Math.max(code.length, 1)) * script.wire)
    }
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]))
}
