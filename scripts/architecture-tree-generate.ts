// The folder tree of docs/architecture.md (npm run docs:tree): built from the tracked paths and the hand-written
// notes in scripts/architecture-tree-descriptions.ts. Everything here is pure except readTrackedPaths, so the tree
// can be tested on a made-up list of paths.
import { execFileSync } from 'node:child_process'

/** What the tree shows and says: one line per folder, a few named files, and how deep each part of the tree goes. */
export interface TreeNotes {
  /** One line per folder, keyed by its path without a trailing slash ('src/machines'). */
  readonly folders: Readonly<Record<string, string>>
  /** The only files shown (entry points a newcomer opens first), keyed by path, with their one line. */
  readonly files: Readonly<Record<string, string>>
  /**
   * How many path segments deep folders are shown: `''` is the default; a folder's key sets the depth for the folders
   * under it (the longest matching key wins). `{ '': 3, 'src/ui/features': 4 }` shows src/machines/app (3 deep)
   * and src/ui/features/order-flow (4 deep), but not src/ui/features/order-flow/steps.
   */
  readonly depths: Readonly<Record<string, number>>
}

export interface FolderTree {
  /** The tree, one entry per line, descriptions in one column; no trailing newline. */
  readonly text: string
  /** Folders shown without a description: add them to the notes. */
  readonly undescribed: readonly string[]
  /** Notes for folders or files that are not in the tree (moved, removed, or below the depth shown). */
  readonly unused: readonly string[]
}

export const TREE_START = '<!-- tree:start -->'
export const TREE_END = '<!-- tree:end -->'
export const ARCHITECTURE_DOC = 'docs/architecture.md'
export const OUT_OF_DATE = `${ARCHITECTURE_DOC}'s folder tree is out of date: run npm run docs:tree`

/** Columns between the longest name and its description. */
const GAP = 2

const parentOf = (path: string): string => path.slice(0, Math.max(0, path.lastIndexOf('/')))

function maxDepthFor(folder: string, depths: TreeNotes['depths']): number {
  let best = ''
  for (const key of Object.keys(depths)) {
    if (key !== '' && folder.startsWith(`${key}/`) && key.length > best.length) best = key
  }
  return depths[best] ?? Number.POSITIVE_INFINITY
}

/** Plain code-unit order, the same on every machine and locale. */
const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The tree of the folders that hold tracked files, down to the depths asked for, with the notes' descriptions. */
export function folderTree(trackedPaths: readonly string[], notes: TreeNotes): FolderTree {
  const tracked = new Set(trackedPaths)
  const shownFolders = new Set<string>()
  const addWithAncestors = (folder: string) => {
    for (let f = folder; f !== '' && !shownFolders.has(f); f = parentOf(f)) shownFolders.add(f)
  }
  for (const path of trackedPaths) {
    const segments = path.split('/').slice(0, -1)
    for (let n = 1; n <= segments.length; n++) {
      const folder = segments.slice(0, n).join('/')
      if (n <= maxDepthFor(folder, notes.depths)) addWithAncestors(folder)
    }
  }
  const shownFiles = Object.keys(notes.files).filter((file) => tracked.has(file))
  for (const file of shownFiles) addWithAncestors(parentOf(file))

  const children = new Map<string, { files: string[]; folders: string[] }>()
  const childrenOf = (folder: string) => {
    let entry = children.get(folder)
    if (!entry) {
      entry = { files: [], folders: [] }
      children.set(folder, entry)
    }
    return entry
  }
  for (const folder of shownFolders) childrenOf(parentOf(folder)).folders.push(folder)
  for (const file of shownFiles) childrenOf(parentOf(file)).files.push(file)

  const rows: { label: string; note: string }[] = []
  const undescribed: string[] = []
  const visit = (folder: string, indent: string) => {
    const entry = children.get(folder)
    if (!entry) return
    // Entry files first (they are where a reader starts), then the folders.
    for (const file of entry.files.sort(byName)) {
      rows.push({ label: indent + file.slice(file.lastIndexOf('/') + 1), note: notes.files[file] ?? '' })
    }
    for (const child of entry.folders.sort(byName)) {
      const note = notes.folders[child] ?? ''
      if (note === '') undescribed.push(child)
      rows.push({ label: `${indent}${child.slice(child.lastIndexOf('/') + 1)}/`, note })
      visit(child, `${indent}  `)
    }
  }
  visit('', '')

  const column = Math.max(0, ...rows.map((r) => r.label.length)) + GAP
  const text = rows.map(({ label, note }) => (note === '' ? label : label.padEnd(column) + note)).join('\n')
  const unused = [
    ...Object.keys(notes.folders).filter((folder) => !shownFolders.has(folder)),
    ...Object.keys(notes.files).filter((file) => !tracked.has(file)),
  ].sort(byName)
  return { text, undescribed, unused }
}

/** The markdown with the tree, in a fenced block, between the markers; throws when the markers are missing. */
export function withTree(markdown: string, tree: string): string {
  const start = markdown.indexOf(TREE_START)
  const end = markdown.indexOf(TREE_END)
  if (start < 0 || end < start) {
    throw new Error(
      `${ARCHITECTURE_DOC} needs the markers ${TREE_START} and ${TREE_END} (in that order) around the tree`,
    )
  }
  const block = `${TREE_START}\n\`\`\`text\n${tree}\n\`\`\`\n`
  return markdown.slice(0, start) + block + markdown.slice(end)
}

/** The files git tracks under `root`, as forward-slash paths (never untracked or ignored ones). */
export function readTrackedPaths(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return out.split('\0').filter((path) => path !== '')
}
