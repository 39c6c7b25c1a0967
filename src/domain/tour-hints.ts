// Which of the tour's hints apply (SPEC §4 Hints, §9 priorities): looking and walking always; clicking the plan
// when it is beside or over the tour; moving the card when it floats; the guided tour when a1 allows it. The
// thumbnail hint never applies: this viewer has no scene-thumbnail strip (docs/decisions.md).

export type TourHintName = 'drag' | 'move' | 'floorPlanClick' | 'floatingPlan' | 'autoplay'

export function applicableTourHints(options: {
  readonly planLayout: 'full' | 'sidebar' | 'floating' | 'collapsed' | 'inactive'
  readonly allowAutoplay: boolean
}): TourHintName[] {
  const { planLayout, allowAutoplay } = options
  return [
    'drag',
    'move',
    ...(planLayout === 'sidebar' || planLayout === 'floating' ? (['floorPlanClick'] as const) : []),
    ...(planLayout === 'floating' ? (['floatingPlan'] as const) : []),
    ...(allowAutoplay ? (['autoplay'] as const) : []),
  ]
}
