// Visits and unique visitors per day, drawn with uPlot (small, fast, canvas; loaded only with the Insights). Days
// whose counts are withheld (fewer than 5) draw a pale "<5" bar up to 4, so a quiet day never looks like an empty one
// and no exact small count shows.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { INSIGHTS_MIN_COUNT, type InsightsDay } from '../../../../../../schemas/Insights'
import styles from './Insights.module.css'

const ACCENT = '#0b6bcb'
const PALE = 'rgba(11, 107, 203, 0.22)'
const VISITORS = '#1f8a4c'

const dayStart = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000

export function VisitsChart({ days }: { days: ReadonlyArray<InsightsDay> }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = days.map((d) => dayStart(d.date))
    const shown = days.map((d) => d.visits)
    const withheld = days.map((d) => (d.visits === null ? INSIGHTS_MIN_COUNT - 1 : null))
    const visitors = days.map((d) => d.visitors)
    const bars = uPlot.paths.bars?.({ size: [0.7, 40], gap: 2 })
    const width = () => Math.max(280, element.clientWidth)
    const chart = new uPlot(
      {
        width: width(),
        height: 220,
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        legend: { show: true, live: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.15))] } },
        axes: [
          { stroke: '#5b6670', grid: { show: false }, ticks: { show: false } },
          { stroke: '#5b6670', grid: { stroke: '#e3e7ea', width: 1 }, ticks: { show: false }, size: 40 },
        ],
        series: [
          {},
          { label: 'Visits', fill: ACCENT, stroke: ACCENT, width: 0, paths: bars, points: { show: false } },
          {
            label: `Fewer than ${INSIGHTS_MIN_COUNT}`,
            fill: PALE,
            stroke: PALE,
            width: 0,
            paths: bars,
            points: { show: false },
          },
          { label: 'Unique visitors', stroke: VISITORS, width: 2, spanGaps: false, points: { show: false } },
        ],
      },
      [xs, shown, withheld, visitors] as unknown as uPlot.AlignedData,
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [days])
  return <div ref={box} className={styles.chart} aria-hidden="true" />
}
