// What drawing a frame costs while turning: the GPU process's WebGL work per frame drawn. Frames per second hide it
// once every engine draws at the display's rate (60 Hz here: a frame or two dropped in 3 s decides that figure).
// Timed from a Chromium trace of a second turn, after the measured one so that tracing does not slow the frames
// per second: the 'WebGL' slices on the GPU process's main thread (the command buffers of the page's WebGL context,
// uploads included; the page's compositing is software and not there).
import type { Browser, Page } from '@playwright/test'

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly dur?: number
  readonly args?: { readonly name?: string }
}

export async function gpuMsPerFrame(
  browser: Browser,
  page: Page,
  turn: () => Promise<{ readonly frames: number }>,
): Promise<number> {
  await browser.startTracing(page, { categories: ['gpu'] })
  const { frames } = await turn()
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  const gpuMain = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrGpuMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const us = traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'WebGL' && gpuMain.has(`${e.pid}:${e.tid}`))
    .reduce((sum, e) => sum + (e.dur ?? 0), 0)
  if (us === 0) throw new Error('the trace has no WebGL work on the GPU process')
  return frames > 0 ? us / 1000 / frames : Number.NaN
}
