// Every chart lays out with ELK into a drawing a person can read: every state and transition is drawn, nested
// states sit inside their parents, and nothing is placed at NaN. The SVG escapes what the charts' code contains.
import ELK from 'elkjs/lib/elk.bundled.js'
import { describe, expect, it } from 'vitest'
import { layoutChart, type PlacedState } from '../../src/devtools/chart-layout'
import { chartModel, chartStates } from '../../src/devtools/chart-model'
import { chartRegistry } from '../../src/devtools/chart-registry'
import { diagramSvg } from '../../src/devtools/diagram-svg'

const elk = new ELK()

const inside = (child: PlacedState, parent: PlacedState) =>
  child.x >= parent.x - 0.5 &&
  child.y >= parent.y - 0.5 &&
  child.x + child.width <= parent.x + parent.width + 0.5 &&
  child.y + child.height <= parent.y + parent.height + 0.5

describe('chart diagrams', () => {
  for (const entry of chartRegistry) {
    it(`lays out ${entry.name}`, async () => {
      const model = chartModel(entry.machine)
      const layout = await layoutChart(model, elk)
      const byPath = new Map(layout.states.map((state) => [state.path, state]))
      expect([...byPath.keys()].sort()).toEqual(
        chartStates(model)
          .map((state) => state.path)
          .sort(),
      )
      for (const state of layout.states) {
        expect(Number.isFinite(state.x + state.y + state.width + state.height)).toBe(true)
        if (state.path === '') continue
        const parentPath = state.path.includes('.') ? state.path.slice(0, state.path.lastIndexOf('.')) : ''
        const parent = byPath.get(parentPath)
        expect(parent && inside(state, parent), `${state.path} inside ${parentPath || 'the root'}`).toBe(true)
      }
      const targeted = model.transitions.reduce((sum, t) => sum + t.targets.length, 0)
      const drawn = layout.edges.filter((edge) => edge.transition !== null)
      expect(drawn).toHaveLength(targeted)
      for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2)
      const svg = diagramSvg(layout, entry.name)
      expect(svg).toMatch(/^<svg /)
      expect(svg).not.toContain('NaN')
      if (process.env.CHARTS_DUMP) {
        const { writeFileSync, mkdirSync } = await import('node:fs')
        mkdirSync(process.env.CHARTS_DUMP, { recursive: true })
        writeFileSync(`${process.env.CHARTS_DUMP}/${entry.name}.svg`, svg)
      }
    })
  }
})
