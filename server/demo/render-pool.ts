// Renders the demo media sets that are not in the media store yet, on one worker thread per core, with a progress
// bar. Workers draw into a local folder (the media folder itself, or the scratch folder when media go to S3); each
// set is then stored, and it is complete once its manifest (with the renderer's version) is written last; anything
// less is rendered again.
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { FolderStore } from '../media/folder-store'
import { type MediaStore, mediaKeys } from '../media/store'
import { type DemoMediaSet, RENDER_VERSION, type RenderJob } from './media-set'

export type RenderProgress = (done: number, total: number, label: string) => void

export async function renderMissingSets(
  sets: ReadonlyArray<DemoMediaSet>,
  store: MediaStore,
  progress: RenderProgress,
): Promise<{ rendered: string[]; ms: number }> {
  const renderDir = store instanceof FolderStore ? store.root : path.join(store.scratchDir, 'render')
  const missing: DemoMediaSet[] = []
  for (const set of sets) if (!(await isComplete(store, set.id))) missing.push(set)
  const started = Date.now()
  if (missing.length === 0) return { rendered: [], ms: 0 }
  const jobs = missing.flatMap((s) => s.jobs)
  // The slowest jobs (panoramas) first, so the last worker to finish is not stuck on a long one.
  jobs.sort((a, b) => weight(b) - weight(a))
  await runPool(jobs, renderDir, (done) => progress(done, jobs.length, `rendering ${missing.length} demo house(s)`))
  const drawn = new FolderStore(renderDir)
  for (const set of missing) {
    await store.writeFolder(mediaKeys.set(set.id), drawn.fileOf(mediaKeys.set(set.id)))
    await store.write(
      mediaKeys.setFile(set.id, 'manifest.json'),
      Buffer.from(JSON.stringify({ version: RENDER_VERSION, seed: set.seed, renderedAt: new Date().toISOString() })),
    )
  }
  return { rendered: missing.map((s) => s.id), ms: Date.now() - started }
}

const weight = (job: RenderJob) => (job.kind === 'scene' ? 3 : job.kind === 'photo' ? 2 : 1)

async function isComplete(store: MediaStore, setId: string): Promise<boolean> {
  try {
    const manifest = JSON.parse((await store.read(mediaKeys.setFile(setId, 'manifest.json'))).toString('utf8')) as {
      version?: number
    }
    return manifest.version === RENDER_VERSION
  } catch {
    return false
  }
}

async function runPool(jobs: ReadonlyArray<RenderJob>, renderDir: string, onDone: (done: number) => void) {
  const size = Math.max(1, Math.min(os.availableParallelism(), jobs.length))
  const workerUrl = new URL('./render-worker.ts', import.meta.url)
  // Workers run TypeScript through tsx, like the server itself.
  const execArgv = process.execArgv.some((a) => a.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx']
  let next = 0
  let done = 0
  const workers = Array.from({ length: size }, () => new Worker(workerUrl, { workerData: { renderDir }, execArgv }))
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              const job = jobs[next++]
              if (!job) return resolve()
              worker.postMessage(job)
            }
            worker.on('message', (reply: { ok: boolean; error?: string }) => {
              if (!reply.ok) return reject(new Error(`rendering failed: ${reply.error}`))
              onDone(++done)
              feed()
            })
            worker.on('error', reject)
            worker.on('exit', (code) => code !== 0 && reject(new Error(`a render worker stopped (exit ${code})`)))
            feed()
          }),
      ),
    )
  } finally {
    await Promise.all(workers.map((w) => w.terminate()))
  }
}
