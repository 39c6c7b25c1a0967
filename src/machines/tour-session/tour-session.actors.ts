// Real effects of the tour-session chart: the tour engine (src/ui/three) opening, loading and playing, bound where
// the engine is made (start-tour.ts). Only what the chart needs of the engine, so tests can hand it a stand-in.
import { fromPromise } from 'xstate'
import { sceneTransitionMachine } from '../scene-transition/scene-transition.machine'
import { type PlayRequest, toParentTells } from './tour-session.machine'

export interface TourEngineMoves {
  open(): Promise<void>
  prepare(code: string, signal: AbortSignal): Promise<void>
  transition(code: string, kind: PlayRequest['kind'], look?: PlayRequest['view']): Promise<void>
}

export const tourSessionActors = (engine: TourEngineMoves) => ({
  openEngine: fromPromise<void, undefined>(() => engine.open()),
  playTransition: fromPromise<void, PlayRequest>(({ input }) => engine.transition(input.to, input.kind, input.view)),
  sceneTransition: sceneTransitionMachine.provide({
    actions: toParentTells,
    actors: {
      loadScene: fromPromise<void, { code: string }>(({ input, signal }) => engine.prepare(input.code, signal)),
    },
  }),
})
