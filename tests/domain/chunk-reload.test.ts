import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_WINDOW_MS, chunkReloadDecision, isChunkLoadError } from '../../src/domain/chunk-reload'

describe('isChunkLoadError: what each browser says when a chunk cannot be fetched', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/a-1.js'), true],
    [new TypeError('error loading dynamically imported module: https://x.example/assets/a-1.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a-1.css'), true],
    ['Failed to fetch dynamically imported module: /assets/a.js', true],
    [new Error('Cannot read properties of undefined'), false],
    [new TypeError('Failed to fetch'), false],
    [undefined, false],
    [{ message: 'Failed to fetch dynamically imported module' }, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

describe('chunkReloadDecision: one reload per path, not a loop', () => {
  const now = 1_000_000
  const mark = (path: string, at: number) => JSON.stringify({ path, at })
  it.each([
    ['never reloaded', null, '/a', true],
    ['reloaded this path just now', mark('/a', now - 1000), '/a', false],
    ['reloaded this path a while ago', mark('/a', now - CHUNK_RELOAD_WINDOW_MS), '/a', true],
    ['reloaded another path', mark('/b', now - 1000), '/a', true],
    ['a mark from the future (clock changed)', mark('/a', now + 5000), '/a', true],
    ['an unreadable mark', '{not json', '/a', true],
    ['a mark of the wrong shape', JSON.stringify({ path: 1, at: 'x' }), '/a', true],
  ])('%s → reload %s', (_, stored, path, reload) => {
    const decision = chunkReloadDecision(stored, path, now)
    expect(decision.reload).toBe(reload)
    if (decision.reload) expect(JSON.parse(decision.mark)).toEqual({ path, at: now })
  })
})
