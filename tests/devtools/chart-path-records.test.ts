// Every path test (tests/{machines,ui}/*.paths.test.*) keeps its paths in the checked-in record (tests/support/recorded-paths.ts, issue 19): a path test
// that chooses its paths from its chart and does not record them could shrink with its chart unseen. And every
// record belongs to a path test that still exists, so a renamed or dropped model does not leave a stale record.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECORD_FILE } from '../support/recorded-paths'

const root = path.resolve(import.meta.dirname, '..')
const pathTests = ['machines', 'ui'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => /\.paths\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`),
)
const recorded = Object.keys(JSON.parse(readFileSync(RECORD_FILE, 'utf8')))

describe('chart path records', () => {
  it.each(pathTests)('%s records the paths it takes', (file) => {
    // Itself, or through a harness of tests/support it imports that records the paths it makes (the admin panels').
    const source = readFileSync(path.join(root, file), 'utf8')
    const harnesses = [...source.matchAll(/from '\.\.\/support\/([\w-]+)'/g)]
      .map(([, name]) => name as string)
      // The module that defines recordPaths records nothing by being imported.
      .filter((name) => name !== 'recorded-paths')
    const recordsThere = (name: string) =>
      ['.ts', '.tsx'].some((ext) => {
        const harness = path.join(root, 'support', `${name}${ext}`)
        return existsSync(harness) && /recordPaths\(/.test(readFileSync(harness, 'utf8'))
      })
    expect(/recordPaths\(/.test(source) || harnesses.some(recordsThere)).toBe(true)
  })

  it('every record’s chart has a path test', () => {
    const sources = pathTests.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n')
    // A record's name is its file's chart, then the model's label (written literally or in a template).
    const orphans = recorded.filter(
      (name) => !sources.includes(`'${name}'`) && !sources.includes(name.split(':')[0] ?? name),
    )
    expect(orphans).toEqual([])
  })
})
