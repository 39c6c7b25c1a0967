// docs/architecture.md's folder tree (scripts/architecture-tree.ts): the generator on made-up paths, and the tree
// in the file against the one the repository's tracked files give.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TREE_NOTES } from '../../scripts/architecture-tree-descriptions'
import {
  ARCHITECTURE_DOC,
  folderTree,
  OUT_OF_DATE,
  readTrackedPaths,
  type TreeNotes,
  withTree,
} from '../../scripts/architecture-tree-generate'

const notes: TreeNotes = {
  folders: { src: 'the app', 'src/a': 'first', 'src/b': 'second', 'src/b/deep': 'shown by its own depth' },
  files: { 'src/main.ts': 'entry' },
  depths: { '': 2, 'src/b': 3 },
}

describe('folderTree', () => {
  it.each([
    {
      name: 'one line per folder holding tracked files, descriptions in one column',
      paths: ['src/a/x.ts', 'src/b/y.ts'],
      lines: ['src/  the app', '  a/  first', '  b/  second'],
    },
    {
      name: 'children sorted by name, whatever order git lists them in',
      paths: ['src/b/y.ts', 'src/a/x.ts'],
      lines: ['src/  the app', '  a/  first', '  b/  second'],
    },
    {
      name: 'files in the root and ordinary files in folders are not shown',
      paths: ['package.json', 'src/a/x.ts', 'src/a/y.ts', 'src/other.ts'],
      lines: ['src/  the app', '  a/  first'],
    },
    {
      name: 'a named file is shown, before the folders, when tracked',
      paths: ['src/main.ts', 'src/a/x.ts'],
      lines: ['src/       the app', '  main.ts  entry', '  a/       first'],
    },
    {
      name: 'folders below the default depth are left out, but their files still make their ancestors show',
      paths: ['src/a/inner/more/x.ts'],
      lines: ['src/  the app', '  a/  first'],
    },
    {
      name: 'a deeper depth for one folder shows the folders under it',
      paths: ['src/b/deep/x.ts', 'src/b/deep/deeper/y.ts', 'src/a/flat/z.ts'],
      lines: ['src/       the app', '  a/       first', '  b/       second', '    deep/  shown by its own depth'],
    },
    {
      name: 'a folder without a description has an empty one, with no trailing spaces',
      paths: ['src/a/x.ts', 'lib/x/y.ts'],
      lines: ['lib/', '  x/', 'src/  the app', '  a/  first'],
    },
  ])('$name', ({ paths, lines }) => {
    expect(folderTree(paths, notes).text.split('\n')).toEqual(lines)
  })

  it('lists the folders shown without a description, and the notes nothing in the tree uses', () => {
    const tree = folderTree(['src/a/x.ts', 'lib/x/y.ts'], notes)
    expect(tree.undescribed).toEqual(['lib', 'lib/x'])
    expect(tree.unused).toEqual(['src/b', 'src/b/deep', 'src/main.ts'])
  })

  it('has nothing to say about an empty list', () => {
    expect(folderTree([], notes).text).toBe('')
  })
})

describe('withTree', () => {
  const doc = ['# Map', '', '<!-- tree:start -->', 'old', '<!-- tree:end -->', '', 'More.', ''].join('\n')

  it('puts the tree in a fenced block between the markers and keeps the rest', () => {
    expect(withTree(doc, 'src/  the app')).toBe(
      [
        '# Map',
        '',
        '<!-- tree:start -->',
        '```text',
        'src/  the app',
        '```',
        '<!-- tree:end -->',
        '',
        'More.',
        '',
      ].join('\n'),
    )
  })

  it('gives the same file when run again', () => {
    const once = withTree(doc, 'src/  the app')
    expect(withTree(once, 'src/  the app')).toBe(once)
  })

  it('refuses a file without both markers in order', () => {
    expect(() => withTree('# Map\n', 'src/')).toThrow(/tree:start/)
    expect(() => withTree('<!-- tree:end -->\n<!-- tree:start -->\n', 'src/')).toThrow(/tree:start/)
  })
})

describe(ARCHITECTURE_DOC, () => {
  it("shows the repository's folders as they are tracked now", () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const tree = folderTree(readTrackedPaths(root), TREE_NOTES)
    const current = readFileSync(path.join(root, ARCHITECTURE_DOC), 'utf8')
    const expected = withTree(current, tree.text)
    // The message says what to do; Vitest's diff below it shows what changed.
    expect(current, OUT_OF_DATE).toBe(expected)
  })
})
