// `npm run docs:tree`: rewrites the folder tree in docs/architecture.md (between <!-- tree:start --> and
// <!-- tree:end -->) from `git ls-files` and scripts/architecture-tree-descriptions.ts.
// `--check` changes nothing and exits 1 when the tree in the file is not the one that would be written.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { TREE_NOTES } from './architecture-tree-descriptions'
import { ARCHITECTURE_DOC, folderTree, OUT_OF_DATE, readTrackedPaths, withTree } from './architecture-tree-generate'

const root = path.resolve(import.meta.dirname, '..')
const check = process.argv.includes('--check')

const tree = folderTree(readTrackedPaths(root), TREE_NOTES)
if (tree.undescribed.length > 0) {
  console.warn(
    `Folders without a description (add them to scripts/architecture-tree-descriptions.ts):\n  ${tree.undescribed.join('\n  ')}`,
  )
}
if (tree.unused.length > 0) {
  console.warn(
    `Descriptions of folders or files the tree does not show (moved, removed or too deep?):\n  ${tree.unused.join('\n  ')}`,
  )
}

const docPath = path.join(root, ARCHITECTURE_DOC)
const current = readFileSync(docPath, 'utf8')
const next = withTree(current, tree.text)
if (check) {
  if (next !== current) {
    console.error(OUT_OF_DATE)
    process.exit(1)
  }
  console.log(`${ARCHITECTURE_DOC}'s folder tree is up to date.`)
} else if (next === current) {
  console.log(`${ARCHITECTURE_DOC}'s folder tree was already up to date.`)
} else {
  writeFileSync(docPath, next)
  console.log(`${ARCHITECTURE_DOC}: folder tree written.`)
}
