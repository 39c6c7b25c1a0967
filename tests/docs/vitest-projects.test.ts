// The view tests share one module graph per worker (vitest.config.ts), where vi.mock cannot replace a module another
// file has already imported: a view test that mocks a module must be listed to run in ui-isolated, or it would
// pass or fail by the order files happen to run in.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const config = readFileSync('vitest.config.ts', 'utf8')
const listed = config.slice(
  config.indexOf('const MOCKS_MODULES'),
  config.indexOf(']', config.indexOf('const MOCKS_MODULES')),
)
const viewTests = readdirSync('tests/ui').filter((file) => /\.test\.tsx?$/.test(file))

describe('vitest projects', () => {
  it('runs every view test that mocks a module in ui-isolated', () => {
    const mocking = viewTests.filter((file) => readFileSync(path.join('tests/ui', file), 'utf8').includes('vi.mock('))
    expect(mocking.length).toBeGreaterThan(0)
    for (const file of mocking) expect(listed, `${file} mocks a module`).toContain(`'tests/ui/${file}'`)
  })
})
