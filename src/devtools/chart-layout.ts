// Lays a chart out as a statechart diagram with ELK (the Eclipse Layout Kernel, compiled to JavaScript): states as
// nested boxes, an initial dot in each compound state, transitions as routed edges labelled `event [guard]`.
// Transitions that stay in their state (actions only) are listed inside the state's box instead of drawn as loops,
// as Stately's editor does. The result is plain geometry; ChartDiagram.tsx draws it as SVG.
import type { ElkEdgeSection, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api'
import { type ChartModel, type ChartState, type ChartTransition, chartStates } from './chart-model'

/** A layout engine with ELK's `layout` signature; the gallery passes elkjs, tests may too. */
export interface LayoutEngine {
  layout(graph: ElkNode, args?: { layoutOptions?: Record<string, string> }): Promise<ElkNode>
}

export interface PlacedState {
  readonly path: string
  readonly state: ChartState
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** The child of a parallel state: a region, drawn dashed. */
  readonly region: boolean
  readonly depth: number
  /** Transitions that stay in this state, listed inside its box. */
  readonly staying: ReadonlyArray<ChartTransition>
}

export interface PlacedEdge {
  readonly id: string
  readonly transition: ChartTransition | null
  /** The polyline through the edge's bend points. */
  readonly points: ReadonlyArray<{ x: number; y: number }>
  readonly label?: { text: string; x: number; y: number; width: number; height: number }
}

export interface PlacedInitial {
  readonly x: number
  readonly y: number
}

export interface ChartLayout {
  readonly width: number
  readonly height: number
  readonly states: ReadonlyArray<PlacedState>
  readonly initials: ReadonlyArray<PlacedInitial>
  readonly edges: ReadonlyArray<PlacedEdge>
}

/** Sizes in px at the diagram's 12 px type; a character is about 6.6 px wide in Inter at that size. */
export const DIAGRAM = {
  charWidth: 6.6,
  lineHeight: 16,
  headerHeight: 28,
  padding: 12,
  minWidth: 96,
  initialSize: 10,
} as const

const textWidth = (text: string) => Math.ceil(text.length * DIAGRAM.charWidth)

/** Labels on the diagram stay short; the full guard is in the table beside it. */
export const diagramLabel = (t: ChartTransition) => {
  const guard = t.guard && t.guard.length > 32 ? `${t.guard.slice(0, 31)}…` : t.guard
  return guard ? `${t.label} [${guard}]` : t.label
}

export const nodeId = (path: string) => (path === '' ? 'state:(root)' : `state:${path}`)
const initialId = (path: string) => `initial:${path}`

function stayingBy(model: ChartModel) {
  const staying = new Map<string, ChartTransition[]>()
  for (const t of model.transitions) {
    if (t.targets.length > 0) continue
    staying.set(t.source, [...(staying.get(t.source) ?? []), t])
  }
  return staying
}

/** The box lists its tags, then its staying transitions, under the name. */
function atomicSize(state: ChartState, staying: ReadonlyArray<ChartTransition>) {
  const lines = [state.key, ...(state.tags.length > 0 ? [state.tags.join(' · ')] : []), ...staying.map(diagramLabel)]
  const width = Math.max(DIAGRAM.minWidth, ...lines.map((line) => textWidth(line) + 2 * DIAGRAM.padding))
  return { width, height: DIAGRAM.headerHeight + (lines.length - 1) * DIAGRAM.lineHeight + DIAGRAM.padding / 2 }
}

function elkNode(state: ChartState, staying: Map<string, ChartTransition[]>): ElkNode {
  const own = staying.get(state.path) ?? []
  if (state.children.length === 0) return { id: nodeId(state.path), ...atomicSize(state, own) }
  const extraLines = (state.tags.length > 0 ? 1 : 0) + own.length
  const top = DIAGRAM.headerHeight + extraLines * DIAGRAM.lineHeight + DIAGRAM.padding
  const children = state.children.map((child) => elkNode(child, staying))
  if (state.initial)
    children.unshift({ id: initialId(state.path), width: DIAGRAM.initialSize, height: DIAGRAM.initialSize })
  const header = [state.key, ...own.map(diagramLabel)]
  return {
    id: nodeId(state.path),
    layoutOptions: {
      'elk.padding': `[top=${top},left=${DIAGRAM.padding},bottom=${DIAGRAM.padding},right=${DIAGRAM.padding}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${Math.max(...header.map((line) => textWidth(line) + 2 * DIAGRAM.padding))}, ${top})`,
      // Regions of a parallel state sit side by side; other states flow down.
      ...(state.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
    children,
  }
}

function elkEdges(model: ChartModel): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = []
  model.transitions.forEach((t, index) => {
    t.targets.forEach((target, targetIndex) => {
      const text = diagramLabel(t)
      edges.push({
        id: `edge:${index}:${targetIndex}`,
        sources: [nodeId(t.source)],
        targets: [nodeId(target)],
        labels: [{ id: `label:${index}:${targetIndex}`, text, width: textWidth(text) + 8, height: DIAGRAM.lineHeight }],
      })
    })
  })
  for (const state of chartStates(model)) {
    if (!state.initial) continue
    edges.push({ id: `edge:initial:${state.path}`, sources: [initialId(state.path)], targets: [nodeId(state.initial)] })
  }
  return edges
}

export function layoutGraph(model: ChartModel): ElkNode {
  const staying = stayingBy(model)
  return {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
    },
    children: [elkNode(model.root, staying)],
    edges: elkEdges(model),
  }
}

const pointsOf = (sections: ReadonlyArray<ElkEdgeSection> | undefined) =>
  (sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint])

function placeStates(node: ElkNode, byPath: Map<string, ChartState>, staying: Map<string, ChartTransition[]>) {
  const placed: PlacedState[] = []
  const initials: PlacedInitial[] = []
  const visit = (child: ElkNode, depth: number, parentType: string | undefined) => {
    if (child.id.startsWith('initial:')) {
      initials.push({ x: (child.x ?? 0) + DIAGRAM.initialSize / 2, y: (child.y ?? 0) + DIAGRAM.initialSize / 2 })
      return
    }
    const path = child.id.slice('state:'.length).replace(/^\(root\)$/, '')
    const state = byPath.get(path)
    if (!state) return
    placed.push({
      path,
      state,
      x: child.x ?? 0,
      y: child.y ?? 0,
      width: child.width ?? 0,
      height: child.height ?? 0,
      region: parentType === 'parallel',
      depth,
      staying: staying.get(path) ?? [],
    })
    for (const grandchild of child.children ?? []) visit(grandchild, depth + 1, state.type)
  }
  for (const child of node.children ?? []) visit(child, 0, undefined)
  return { placed, initials }
}

export async function layoutChart(model: ChartModel, engine: LayoutEngine): Promise<ChartLayout> {
  const laid = await engine.layout(layoutGraph(model))
  const byPath = new Map(chartStates(model).map((state) => [state.path, state]))
  const { placed, initials } = placeStates(laid, byPath, stayingBy(model))
  const edges = ((laid.edges ?? []) as ElkExtendedEdge[]).map((edge): PlacedEdge => {
    const [, index] = edge.id.split(':')
    const transition = index === 'initial' ? null : (model.transitions[Number(index)] ?? null)
    const label = (edge.labels ?? [])[0] as ElkLabel | undefined
    return {
      id: edge.id,
      transition,
      points: pointsOf(edge.sections),
      ...(label?.text
        ? {
            label: {
              text: label.text,
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
            },
          }
        : {}),
    }
  })
  return { width: laid.width ?? 0, height: laid.height ?? 0, states: placed, initials, edges }
}
