// Everything the importer checks before it writes anything: listing.json parses and matches its schema, its ids
// and references agree, every file exists inside the folder, panoramas are equirectangular (2:1) and every image
// and floor plan can be read. Each problem names the file, and the field where there is one.
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Result, Schema } from 'effect'
import sharp from 'sharp'
import { formatIssues } from '../../src/schemas/issues'
import { type ImportManifest, ImportManifest as ManifestSchema } from './manifest'

export interface ImportProblem {
  readonly file: string
  readonly field?: string
  readonly message: string
}

export class ImportError extends Error {
  constructor(readonly problems: ReadonlyArray<ImportProblem>) {
    super(problems.map(describeProblem).join('\n'))
  }
}

export const describeProblem = (p: ImportProblem) => `${p.file}${p.field ? ` › ${p.field}` : ''}: ${p.message}`

const MANIFEST = 'listing.json'
/** Panoramas may be off 2:1 by this much (cameras crop a few pixels). */
const ASPECT_TOLERANCE = 0.01

export interface CheckedImport {
  readonly folder: string
  readonly manifest: ImportManifest
  /** Panorama sizes by file, read while checking. */
  readonly panoramas: ReadonlyMap<string, { width: number; height: number }>
  readonly photos: ReadonlyMap<string, { width: number; height: number }>
}

export async function checkImportFolder(folder: string): Promise<CheckedImport> {
  const manifest = await readManifest(folder)
  const problems: ImportProblem[] = [...checkReferences(manifest)]
  const panoramas = new Map<string, { width: number; height: number }>()
  const photos = new Map<string, { width: number; height: number }>()
  for (const [i, scene] of manifest.scenes.entries()) {
    const size = await inspectImage(folder, scene.file, `scenes.${i}.file`, problems)
    if (!size) continue
    if (Math.abs(size.width / size.height - 2) > 2 * ASPECT_TOLERANCE) {
      problems.push({
        file: scene.file,
        field: `scenes.${i}.file`,
        message: `a panorama must be equirectangular, twice as wide as high; this one is ${size.width}×${size.height}`,
      })
    } else panoramas.set(scene.file, size)
  }
  for (const [i, photo] of (manifest.photos ?? []).entries()) {
    const size = await inspectImage(folder, photo.file, `photos.${i}.file`, problems)
    if (size) photos.set(photo.file, size)
  }
  for (const [i, floor] of (manifest.floors ?? []).entries()) {
    if (!floor.plan) continue
    const field = `floors.${i}.plan`
    if (!floor.plan.toLowerCase().endsWith('.svg'))
      problems.push({ file: floor.plan, field, message: 'a floor plan must be an SVG file' })
    else if (await inspectImage(folder, floor.plan, field, problems)) {
      const text = await readFile(path.join(folder, floor.plan), 'utf8')
      // Served from our own origin, an SVG with scripts would run as our site: refuse any.
      if (/<script|\son\w+\s*=|javascript:|<foreignObject/i.test(text)) {
        problems.push({
          file: floor.plan,
          field,
          message: 'a floor plan SVG must not contain scripts or event handlers',
        })
      }
    }
  }
  if (problems.length > 0) throw new ImportError(problems)
  return { folder, manifest, panoramas, photos }
}

async function readManifest(folder: string): Promise<ImportManifest> {
  let text: string
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8')
  } catch {
    throw new ImportError([{ file: MANIFEST, message: `missing: the folder ${folder} has no ${MANIFEST}` }])
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ImportError([{ file: MANIFEST, message: `not valid JSON (${(error as Error).message})` }])
  }
  const decoded = Schema.decodeUnknownResult(ManifestSchema, { errors: 'all', onExcessProperty: 'error' })(json)
  if (Result.isFailure(decoded)) {
    throw new ImportError(
      formatIssues(decoded.failure.issue).map((issue) => ({
        file: MANIFEST,
        field: issue.path.map(String).join('.') || '(top level)',
        message: issue.message,
      })),
    )
  }
  return decoded.success
}

function checkReferences(m: ImportManifest): ImportProblem[] {
  const problems: ImportProblem[] = []
  const at = (field: string, message: string) => problems.push({ file: MANIFEST, field, message })
  const floorIds = new Set((m.floors ?? []).map((f) => f.id))
  if (floorIds.size !== (m.floors ?? []).length) at('floors', 'floor ids must be unique')
  const sceneIds = new Set(m.scenes.map((s) => s.id))
  if (sceneIds.size !== m.scenes.length) at('scenes', 'scene ids must be unique')
  for (const [i, scene] of m.scenes.entries()) {
    if (scene.floor !== undefined && !floorIds.has(scene.floor)) at(`scenes.${i}.floor`, `no floor '${scene.floor}'`)
    for (const link of scene.links ?? []) {
      if (!sceneIds.has(link)) at(`scenes.${i}.links`, `no scene '${link}'`)
      if (link === scene.id) at(`scenes.${i}.links`, 'a scene cannot link to itself')
    }
  }
  if (m.starting && !sceneIds.has(m.starting.scene)) at('starting.scene', `no scene '${m.starting.scene}'`)
  return problems
}

/** Reads an image's size; records why not when the file is missing, outside the folder or unreadable. */
async function inspectImage(folder: string, file: string, field: string, problems: ImportProblem[]) {
  const full = path.resolve(folder, file)
  if (!full.startsWith(path.resolve(folder) + path.sep)) {
    problems.push({ file, field, message: 'must be inside the import folder' })
    return undefined
  }
  try {
    if (!(await stat(full)).isFile()) throw new Error('not a file')
  } catch {
    problems.push({ file, field, message: 'missing: no such file in the import folder' })
    return undefined
  }
  try {
    const meta = await sharp(full).metadata()
    if (!meta.width || !meta.height) throw new Error('no dimensions')
    return { width: meta.width, height: meta.height }
  } catch (error) {
    problems.push({ file, field, message: `not a readable image (${(error as Error).message})` })
    return undefined
  }
}
