// A laid-out chart as one standalone SVG document: the gallery shows it and "Export SVG" saves the same text, so
// what a designer downloads is what they saw. Colours are attributes (no stylesheet), so the file draws the same
// anywhere; the gallery's CSS only adds hover and focus.
import { type ChartLayout, DIAGRAM, diagramLabel, type PlacedEdge, type PlacedState } from './chart-layout'

export interface DiagramHighlight {
  /** Active state paths of a followed session. */
  readonly active?: ReadonlySet<string>
  /** The event type that led to the followed session's current snapshot. */
  readonly lastEvent?: string
}

const COLOURS = {
  text: '#1d2327',
  secondary: '#5b6670',
  line: '#9aa5ae',
  box: '#ffffff',
  boxNested: '#f6f8f9',
  accent: '#0b6bcb',
  activeFill: '#e6f0fa',
} as const

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const round = (value: number) => Math.round(value * 10) / 10

function stateBox(state: PlacedState, highlight: DiagramHighlight): string {
  const active = highlight.active?.has(state.path) ?? false
  const isRoot = state.path === ''
  const stroke = active ? COLOURS.accent : COLOURS.line
  // Only the innermost active states are filled; their active parents get the accent border.
  const fill =
    active && state.state.children.length === 0
      ? COLOURS.activeFill
      : state.depth % 2 === 0
        ? COLOURS.box
        : COLOURS.boxNested
  const dash = state.region ? ' stroke-dasharray="6 4"' : ''
  const width = active ? 2 : 1
  const x = round(state.x)
  const y = round(state.y)
  const parts = [
    `<g class="chart-state" data-path="${escapeXml(state.path)}"${active ? ' data-active="true"' : ''}>`,
    `<rect x="${x}" y="${y}" width="${round(state.width)}" height="${round(state.height)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dash}/>`,
  ]
  if (state.state.type === 'final') {
    parts.push(
      `<rect x="${x + 3}" y="${y + 3}" width="${round(state.width - 6)}" height="${round(state.height - 6)}" rx="6" fill="none" stroke="${stroke}"/>`,
    )
  }
  const name = isRoot ? `#${state.state.key}` : state.state.key
  const lines: Array<{ text: string; colour: string; weight?: number }> = [
    { text: name + (state.state.type === 'parallel' ? ' (parallel)' : ''), colour: COLOURS.text, weight: 600 },
  ]
  if (state.state.tags.length > 0) lines.push({ text: state.state.tags.join(' · '), colour: COLOURS.accent })
  for (const t of state.staying) lines.push({ text: diagramLabel(t), colour: COLOURS.secondary })
  lines.forEach((line, index) => {
    const baseline = y + 18 + index * DIAGRAM.lineHeight
    parts.push(
      `<text x="${x + DIAGRAM.padding}" y="${round(baseline)}" fill="${line.colour}"${line.weight ? ` font-weight="${line.weight}"` : ''}>${escapeXml(clip(line.text, state.width))}</text>`,
    )
  })
  parts.push('</g>')
  return parts.join('')
}

/** Text never runs out of its box: the box was sized for the label, but a staying guard may be long. */
function clip(text: string, boxWidth: number) {
  const fits = Math.max(4, Math.floor((boxWidth - 2 * DIAGRAM.padding) / DIAGRAM.charWidth))
  return text.length > fits ? `${text.slice(0, fits - 1)}…` : text
}

function edgePath(edge: PlacedEdge, highlight: DiagramHighlight): string {
  if (edge.points.length < 2) return ''
  const taken = edge.transition !== null && edge.transition.eventType === highlight.lastEvent
  const colour = taken ? COLOURS.accent : COLOURS.line
  const d = edge.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`).join(' ')
  const parts = [
    `<g class="chart-transition"${taken ? ' data-taken="true"' : ''}>`,
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${taken ? 2 : 1.25}" marker-end="url(#${taken ? 'arrow-taken' : 'arrow'})"/>`,
  ]
  if (edge.label) {
    const { x, y, width, height, text } = edge.label
    parts.push(
      `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
      `<text x="${round(x + 4)}" y="${round(y + height - 4)}" fill="${taken ? COLOURS.accent : COLOURS.secondary}">${escapeXml(text)}</text>`,
    )
  }
  parts.push('</g>')
  return parts.join('')
}

export function diagramSvg(layout: ChartLayout, title: string, highlight: DiagramHighlight = {}): string {
  const margin = 16
  const width = Math.ceil(layout.width + 2 * margin)
  const height = Math.ceil(layout.height + 2 * margin)
  const arrow = (id: string, colour: string) =>
    `<marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${colour}"/></marker>`
  // Parents first, so nested boxes draw over them; edges last, over every box.
  const states = [...layout.states].sort((a, b) => a.depth - b.depth).map((state) => stateBox(state, highlight))
  const initials = layout.initials.map(
    (dot) =>
      `<circle cx="${round(dot.x)}" cy="${round(dot.y)}" r="${DIAGRAM.initialSize / 2}" fill="${COLOURS.text}"/>`,
  )
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-margin} ${-margin} ${width} ${height}" font-family="Inter, system-ui, sans-serif" font-size="12" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>${arrow('arrow', COLOURS.line)}${arrow('arrow-taken', COLOURS.accent)}</defs>`,
    ...states,
    ...initials,
    ...layout.edges.map((edge) => edgePath(edge, highlight)),
    '</svg>',
  ].join('\n')
}
