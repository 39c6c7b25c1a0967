// The gallery's effects: laying a chart out with ELK (loaded on first use, it is large), and the BroadcastChannel
// to the product's tabs.
import { fromCallback, fromPromise } from 'xstate'
import { layoutChart } from '../../devtools/chart-layout'
import { chartModel } from '../../devtools/chart-model'
import type { ChartEntry } from '../../devtools/chart-registry'
import { CHART_CHANNEL, type GalleryMessage, type ProductMessage } from '../../devtools/live-protocol'
import type { ChannelCommand, ChartGalleryEvent } from './chart-gallery.machine'

export function chartGalleryActors(charts: ReadonlyArray<ChartEntry>) {
  let elk: Promise<{ layout: (graph: never) => Promise<never> }> | undefined
  const engine = () => {
    elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK() as never)
    return elk
  }
  return {
    layoutChart: fromPromise<Awaited<ReturnType<typeof layoutChart>>, { name: string }>(async ({ input }) => {
      const entry = charts.find((chart) => chart.name === input.name)
      if (!entry) throw new Error(`There is no chart named ${input.name}.`)
      return layoutChart(chartModel(entry.machine), await engine())
    }),
    channel: fromCallback<ChannelCommand, void, ChartGalleryEvent>(({ sendBack, receive }) => {
      const channel = new BroadcastChannel(CHART_CHANNEL)
      const galleryId = Math.random().toString(36).slice(2, 10)
      const post = (message: GalleryMessage) => channel.postMessage(message)
      channel.onmessage = ({ data }: MessageEvent<ProductMessage>) => {
        if (data.type === 'product.snapshot') sendBack({ type: 'live.snapshot', snapshot: data.snapshot })
        else if (data.type === 'product.stopped') sendBack({ type: 'live.stopped', sessionId: data.sessionId })
        else if (data.type === 'product.closed') sendBack({ type: 'live.tabClosed', tabId: data.tabId })
      }
      receive((command) => post({ type: 'gallery.send', sessionId: command.sessionId, event: command.event }))
      post({ type: 'gallery.hello', galleryId })
      // A product tab opened later says nothing until asked: ask again when it might have started.
      const again = () => post({ type: 'gallery.hello', galleryId })
      const timer = setInterval(again, 2000)
      const bye = () => post({ type: 'gallery.bye', galleryId })
      window.addEventListener('pagehide', bye)
      return () => {
        clearInterval(timer)
        window.removeEventListener('pagehide', bye)
        bye()
        channel.close()
      }
    }),
  }
}
