// The interactive floor plan (SPEC §4 Floor plan; issue 7): the floor's drawing fitted to its box, zoom by wheel,
// pinch, buttons and +/−, pan by drag and arrows, the tour's position and viewing direction when it stands on this
// floor, and a click that walks the tour to the nearest scene there. One plan-view chart per plan decides all of it;
// this view draws the chart's snapshot and passes the visitor's input on.
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { TourMarker } from '../../../../domain/plan-marker'
import { tourToPlan } from '../../../../domain/plan-transform'
import type { UnitType } from '../../../../domain/units'
import { planViewActors } from '../../../../machines/plan-view/plan-view.actors'
import { planViewMachine } from '../../../../machines/plan-view/plan-view.machine'
import { FLOOR_PLAN_MARKER_FLOATING_PX, FLOOR_PLAN_MARKER_PX } from '../../../../schemas/constants'
import type { Floor } from '../../../../schemas/Listing'
import type { Scene } from '../../../../schemas/TourConfig'
import { useChartActor } from '../../../use-chart-actor'
import styles from './InteractivePlan.module.css'
import { PlanCanvas, type PlanHeat } from './PlanCanvas'
import { PlanControls } from './PlanControls'
import { prefersReducedMotion } from './reduced-motion'
import { usePlanInput } from './usePlanInput'
import { useTweenedView } from './useTweenedView'

const liveMachine = planViewMachine.provide({ actors: planViewActors })
const NO_SCENES: ReadonlyArray<Scene> = []

export type PlanVariant = 'full' | 'sidebar' | 'floating'

export interface InteractivePlanProps {
  readonly floor: Floor
  readonly unit: UnitType
  readonly variant: PlanVariant
  /** The tour's scenes, every floor; without them the plan is a picture to zoom, not a way to move. */
  readonly scenes?: ReadonlyArray<Scene>
  /** The tour's current scene and compass yaw (degrees clockwise from north). */
  readonly marker?: TourMarker
  /** A click on the plan asks the tour to go to this scene. */
  readonly onPickScene?: (code: string) => void
  /** Where to put the zoom buttons instead of over the plan (the floating card's title bar). */
  readonly controlsSlot?: HTMLElement | null
  /** The chart with its effects; tests give one with a stub loader. */
  readonly machine?: typeof planViewMachine
  /** Spots to warm, in tour coordinates on this floor (the Insights' time per scene). */
  readonly heat?: ReadonlyArray<PlanHeat>
}

export function InteractivePlan({
  floor,
  unit,
  variant,
  scenes = NO_SCENES,
  marker,
  onPickScene,
  controlsSlot,
  machine = liveMachine,
  heat,
}: InteractivePlanProps) {
  const source = { svgUrl: floor.svgUrl[unit], floorId: floor.id, transform: floor.transform, unit }
  // Read once (the chart's input is).
  const [reducedMotion] = useState(prefersReducedMotion)
  const actor = useChartActor(machine, {
    input: { ...source, scenes, marker: marker ?? null, reducedMotion },
  })
  const element = useRef<HTMLDivElement>(null)
  const hintId = useId()
  usePlanInput(element, actor)

  const { svgUrl, floorId, transform } = source
  useEffect(() => {
    actor.send({ type: 'plan.source', svgUrl, floorId, transform, unit })
  }, [actor, svgUrl, floorId, transform, unit])
  const sceneCode = marker?.sceneCode
  const yaw = marker?.yaw
  useEffect(() => {
    const current = sceneCode === undefined || yaw === undefined ? null : { sceneCode, yaw }
    actor.send({ type: 'tour.changed', scenes, marker: current })
  }, [actor, scenes, sceneCode, yaw])
  // The latest callback, without restarting the subscription each render.
  const pick = useRef(onPickScene)
  pick.current = onPickScene
  useEffect(() => {
    const subscription = actor.on('scene.pick', (event) => pick.current?.(event.code))
    return () => subscription.unsubscribe()
  }, [actor])

  const drawing = useSelector(actor, (s) => s.context.drawing)
  const box = useSelector(actor, (s) => s.context.box)
  const target = useSelector(actor, (s) => s.context.view)
  const animate = useSelector(actor, (s) => s.context.animate)
  const placement = useSelector(actor, (s) => s.context.placement)
  const gridStep = useSelector(actor, (s) => (s.context.grid ? s.context.gridStep : null))
  const fitted = useSelector(actor, (s) => s.context.fitted)
  const dragging = useSelector(actor, (s) => s.hasTag('dragging'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.error : null))
  const { view, tweening } = useTweenedView(target, animate)
  const walkable = useSelector(actor, (s) => s.context.walkable) && onPickScene !== undefined

  return (
    <div className={`${styles.plan} ${styles[variant]}`} data-variant={variant}>
      <div
        ref={element}
        className={styles.surface}
        role="application"
        aria-roledescription="floor plan"
        aria-label={`Floor plan of the ${floor.name.toLowerCase()}`}
        aria-describedby={hintId}
        aria-busy={loading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the plan takes arrow and +/− keys (role application).
        tabIndex={0}
        data-fitted={fitted || undefined}
        data-dragging={dragging || undefined}
        // The drawing is still gliding to where the chart put it (a zoom or fit tween); absent once it is there.
        data-tweening={tweening || undefined}
        data-walkable={walkable || undefined}
      >
        {drawing && view && box ? (
          <PlanCanvas
            drawing={drawing}
            view={view}
            box={box}
            placement={placement}
            markerSize={variant === 'floating' ? FLOOR_PLAN_MARKER_FLOATING_PX : FLOOR_PLAN_MARKER_PX}
            rz={transform.rz}
            gridStep={gridStep}
            gridOrigin={tourToPlan({ x: 0, y: 0 }, transform)}
            heat={heat?.map((spot) => ({ ...spot, ...tourToPlan(spot, transform) }))}
          />
        ) : null}
        {error ? (
          <div className={styles.failure} role="alert">
            <p>{error}</p>
            <button type="button" className={styles.retry} onClick={() => actor.send({ type: 'plan.retry' })}>
              Try again
            </button>
          </div>
        ) : null}
      </div>
      <p id={hintId} className={styles.visuallyHidden}>
        Drag or use the arrow keys to move the plan; scroll, pinch or press plus and minus to zoom; 0 shows the whole
        plan.{walkable ? ' Click a spot to walk the tour there.' : ''}
      </p>
      {controlsSlot ? (
        createPortal(<PlanControls actor={actor} compact />, controlsSlot)
      ) : (
        <PlanControls actor={actor} compact={variant === 'floating'} />
      )}
    </div>
  )
}
