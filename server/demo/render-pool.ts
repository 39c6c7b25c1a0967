// Renders the demo media sets that are not on disk yet, on one worker thread per core, with a progress bar. A set is
// complete once its manifest (with the renderer's version) is written last; anything less is rendered again.
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { MediaStore } from '../media/store'
import { type DemoMediaSet, RENDER_VERSION, type RenderJob } from './media-set'

export type RenderProgress = (done: number, total: number, label: string) => void

export async function renderMissingSets(
  sets: ReadonlyArray<DemoMediaSet>,
  mediaDir: string,
  progress: RenderProgress,
): Promise<{ rendered: string[]; ms: number }> {
  const store = new MediaStore(mediaDir)
  const missing: DemoMediaSet[] = []
  for (const set of sets) if (!(await isComplete(store, set.id))) missing.push(set)
  const started = Date.now()
  if (missing.length === 0) return { rendered: [], ms: 0 }
  const jobs = missing.flatMap((s) => s.jobs)
  // The slowest jobs (panoramas) first, so the last worker to finish is not stuck on a long one.
  jobs.sort((a, b) => weight(b) - weight(a))
  await runPool(jobs, mediaDir, (done) => progress(done, jobs.length, `rendering ${missing.length} demo house(s)`))
  for (const set of missing) {
    await writeFile(
      path.join(store.setDir(set.id), 'manifest.json'),
      JSON.stringify({ version: RENDER_VERSION, seed: set.seed, renderedAt: new Date().toISOString() }),
    )
  }
  return { rendered: missing.map((s) => s.id), ms: Date.now() - started }
}

const weight = (job: RenderJob) => (job.kind === 'scene' ? 3 : job.kind === 'photo' ? 2 : 1)

async function isComplete(store: MediaStore, setId: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(path.join(store.setDir(setId), 'manifest.json'), 'utf8')) as {
      version?: number
    }
    return manifest.version === RENDER_VERSION
  } catch {
    return false
  }
}

async function runPool(jobs: ReadonlyArray<RenderJob>, mediaDir: string, onDone: (done: number) => void) {
  const size = Math.max(1, Math.min(os.availableParallelism(), jobs.length))
  const workerUrl = new URL('./render-worker.ts', import.meta.url)
  // Workers run TypeScript through tsx, like the server itself.
  const execArgv = process.execArgv.some((a) => a.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx']
  let next = 0
  let done = 0
  const workers = Array.from({ length: size }, () => new Worker(workerUrl, { workerData: { mediaDir }, execArgv }))
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
