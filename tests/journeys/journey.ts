// Journeys generated from a chart, written once and driven twice (issue 19, step 3): in jsdom against the real
// views with a fake server (tests/support/journey-dom.tsx, every journey in `npm test`), and in Chromium against the
// real server (tests/e2e/pages/journey-browser.ts, a transition-covering subset in `npm test`, all with
// JOURNEYS=all).
//
// The chart only decides which journeys exist: one per transition (`everyTransition`). What the person does at
// each step and what they should see afterwards come from the flow's own definition: the actions a person takes
// for each event, and a hand-written reference (`next`) that says what the screen shows after it. The reference
// never reads the chart's state or context, so a wrong target, a dropped action or a wrong message in the chart or
// the view makes the two disagree and the journey fail.
// This module imports neither Vitest nor Playwright; both drivers read it.
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { TestModel } from 'xstate/graph'
import { everyTransition } from '../support/chart-paths'

/**
 * Where a control or a sight is looked for: the open dialog, the page's main navigation, the page's main landmark (a
 * flow that is a page, not a dialog: the order flow), or the whole page.
 */
export type Scope = 'dialog' | 'nav' | 'main' | 'page'

/** What a person does, by what they read on screen (role and accessible name, or a field's label). */
export type Action =
  | { readonly kind: 'click'; readonly name: string; readonly scope: Scope }
  /** Types into a field found by its label (in the dialog unless a scope is given). */
  | { readonly kind: 'fill'; readonly label: string; readonly value: string; readonly scope?: Scope }
  /** Chooses an option of a select found by its label (in the dialog unless a scope is given). */
  | { readonly kind: 'select'; readonly label: string; readonly value: string; readonly scope?: Scope }
  /** Ticks or clears a checkbox found by its accessible name (in the dialog unless a scope is given). */
  | { readonly kind: 'check'; readonly name: string; readonly checked: boolean; readonly scope?: Scope }
  | { readonly kind: 'press'; readonly key: 'Escape' }
  /** The call in flight answers: the fake server releases it in jsdom; the real server answers on its own. */
  | { readonly kind: 'answer'; readonly call: string }
  /**
   * Chooses another time on the day the dialog's calendar shows: the first time in its Available times list that is
   * neither chosen already nor unavailable (which times exist is the server's; the person takes the first free one).
   */
  | { readonly kind: 'pickTime' }
  /**
   * On a schedule step whose calendar has no day chosen: the latest day of the calendar's range with a free time,
   * then its first free time. The latest day keeps orders placed by a run clear of the other specs' orders.
   */
  | { readonly kind: 'pickLateTime' }
  /**
   * The server refuses the next call to `call` with a 400 and `message` (the jsdom server when the call is answered;
   * in Chromium the request is answered so once, before it reaches the server): a refusal the real server gives
   * only to a broken or raced request, so a journey cannot cause it otherwise.
   */
  | { readonly kind: 'refuseNext'; readonly call: string; readonly message: string }
  /**
   * Places the order: 'Place your order' (the button reads 'Scroll down to confirm' until the page's bottom is in
   * view; Chromium scrolls there first, jsdom has no layout and counts the bottom as in view).
   */
  | { readonly kind: 'placeOrder' }

/** What a person sees. Texts are exact; a field's error is its accessible description. */
export type Sight =
  | { readonly kind: 'dialog'; readonly name: string }
  | { readonly kind: 'noDialog' }
  /** A text in the dialog (or in the scope given), exact. */
  | { readonly kind: 'text'; readonly text: string; readonly scope?: Scope }
  /**
   * A field's value and message, in the dialog unless a scope is given. It is marked invalid when it has a message,
   * or when `invalid` says so (a field marked invalid with its message elsewhere: the promo box).
   */
  | {
      readonly kind: 'field'
      readonly label: string
      readonly value: string
      readonly error: string | undefined
      readonly scope?: Scope
      readonly invalid?: boolean
    }
  | {
      readonly kind: 'checkbox'
      readonly name: string
      readonly checked: boolean
      readonly error: string | undefined
      readonly scope?: Scope
    }
  /** A page's heading of level 2 (a step's title), exact. */
  | { readonly kind: 'heading'; readonly name: string }
  /** Every alert in the scope, in order, each whole with spaces collapsed (none: an empty list). */
  | { readonly kind: 'alerts'; readonly scope: Scope; readonly texts: ReadonlyArray<string> }
  /** The dialog's status line (role status), whole, spaces collapsed. */
  | { readonly kind: 'status'; readonly text: string }
  /** A named region of the page behind the dialog (a section with a label), there or not. */
  | { readonly kind: 'region'; readonly name: string; readonly present: boolean }
  | { readonly kind: 'alert'; readonly text: string | undefined }
  | { readonly kind: 'button'; readonly name: string; readonly scope: Scope; readonly disabled: boolean }
  | { readonly kind: 'focused'; readonly label: string }

export interface JourneyStep {
  /** The chart event this step performs (`start` for the first). */
  readonly event: string
  readonly actions: ReadonlyArray<Action>
  readonly sees: ReadonlyArray<Sight>
  /**
   * A state the person may not catch in a real browser (a button's busy label while a call is in flight): the
   * jsdom driver holds the call and checks it, the browser driver does not wait for it.
   */
  readonly transient: boolean
  /** The chart state the model predicts here: the browser subset for `npm test` takes every move between them. */
  readonly state: string
}

/** Where a journey begins: the page, who is signed in (by the demo e-mail), and how the person opens the flow. */
export interface JourneyOpening {
  readonly page: string
  readonly signedInAs: string | null
  readonly actions: ReadonlyArray<Action>
}

export interface Journey<Start extends string = string> {
  readonly name: string
  readonly start: Start
  readonly opening: JourneyOpening
  readonly steps: ReadonlyArray<JourneyStep>
}

/** One way into a flow: the chart's model from that start, and what the person sees there. */
export interface FlowStart<Seen, E extends EventObject> {
  readonly model: TestModel<AnyMachineSnapshot, E, unknown>
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string
  readonly seen: Seen
  readonly opening: JourneyOpening
  /**
   * Events the chart takes without changing its state that still change the screen (a modal's close, which only
   * tells its host): their self-loops are journeys too (chart-paths.ts, everyTransition's `alsoIgnored`).
   */
  readonly alsoIgnored?: (event: E, source: AnyMachineSnapshot) => boolean
}

export interface FlowDefinition<Start extends string, Seen, E extends EventObject> {
  readonly starts: Record<Start, FlowStart<Seen, E>>
  /** A step's name in a journey's title. */
  readonly label: (event: E) => string
  /** What a person does to cause the event, given what is on screen. */
  readonly act: (event: E, before: Seen) => ReadonlyArray<Action>
  /** The reference: what the screen shows after the event. Hand-written, never read from the chart. */
  readonly next: (seen: Seen, event: E) => Seen
  readonly sees: (seen: Seen) => ReadonlyArray<Sight>
  readonly transient: (seen: Seen) => boolean
}

/**
 * Every journey of a flow: every transition of its chart, once for each different thing it shows. The model's
 * every-transition paths (one per edge of its state graph, `everyTransition`) are many more than that, since the
 * graph tells apart contexts the person cannot (which wrong e-mail was typed before a valid one); of those that end
 * with the same move from the same chart state to the same chart state showing the same sights, the shortest stays.
 */
export function journeysOf<Start extends string, Seen, E extends EventObject>(
  flow: FlowDefinition<Start, Seen, E>,
): Array<Journey<Start>> {
  const journeys: Array<Journey<Start>> = []
  for (const [start, { model, serializeState, seen: first, opening, alsoIgnored }] of Object.entries(
    flow.starts,
  ) as Array<[Start, FlowStart<Seen, E>]>) {
    const kept = new Map<string, Journey<Start>>()
    const paths = everyTransition(model, serializeState, alsoIgnored ? { alsoIgnored } : {}).sort(
      (a, b) => a.steps.length - b.steps.length,
    )
    for (const path of paths) {
      let seen = first
      const steps: JourneyStep[] = []
      for (const [index, { event, state }] of path.steps.entries()) {
        const stateName = JSON.stringify(state.value)
        if (index === 0) {
          // A flow may open on a call in flight (a modal loading its order): the browser does not wait to see that.
          steps.push({
            event: 'start',
            actions: [],
            sees: flow.sees(seen),
            transient: flow.transient(seen),
            state: stateName,
          })
          continue
        }
        const actions = flow.act(event, seen)
        seen = flow.next(seen, event)
        steps.push({
          event: event.type,
          actions,
          sees: flow.sees(seen),
          transient: flow.transient(seen),
          state: stateName,
        })
      }
      const labels = path.steps.slice(1).map((step) => flow.label(step.event))
      const [before, after] = [steps.at(-2), steps.at(-1) as JourneyStep]
      const key = JSON.stringify([before?.state, before?.sees, labels.at(-1), after.state, after.sees])
      if (kept.has(key)) continue
      kept.set(key, { name: `${start}: ${labels.join(' → ') || 'opens'}`, start, opening, steps })
    }
    journeys.push(...kept.values())
  }
  return journeys
}

/**
 * What a journey spends of something the real server rations (registrations from one address, codes per e-mail),
 * and how much of it a run may spend: a journey that costs more than is left is not chosen.
 */
export interface BrowserBudget<J extends Journey> {
  readonly cost: (journey: J) => number
  readonly limit: number
}

/**
 * The fewest journeys (greedily) that between them take every transition of the chart (from one chart state to
 * another on one kind of event) from every start: the browser subset `npm test` runs. Every journey is still driven
 * in jsdom, and in the browser with JOURNEYS=all. With a budget, the transitions only journeys beyond it take stay
 * out of the subset (the journeys that cost nothing are still all considered).
 */
export function coveringEveryTransition<J extends Journey>(journeys: ReadonlyArray<J>, budget?: BrowserBudget<J>): J[] {
  const keys = (journey: J) =>
    new Set(
      journey.steps.map((step, index) =>
        JSON.stringify([journey.start, journey.steps[index - 1]?.state, step.event, step.state]),
      ),
    )
  const uncovered = new Set(journeys.flatMap((journey) => [...keys(journey)]))
  const chosen: J[] = []
  let left = budget?.limit ?? Number.POSITIVE_INFINITY
  while (uncovered.size > 0) {
    let best: J | undefined
    let bestGain = 0
    for (const journey of journeys) {
      if ((budget?.cost(journey) ?? 0) > left) continue
      const gain = [...keys(journey)].filter((key) => uncovered.has(key)).length
      // Fewer steps break ties: shorter journeys cost less browser time.
      if (gain > bestGain || (gain === bestGain && best && gain > 0 && journey.steps.length < best.steps.length)) {
        best = journey
        bestGain = gain
      }
    }
    if (!best) break
    left -= budget?.cost(best) ?? 0
    chosen.push(best)
    for (const key of keys(best)) uncovered.delete(key)
  }
  return chosen
}

/** A run's own values for the model's: the browser swaps a made-up e-mail for one unique to the run. */
export type Cast = (modelValue: string) => string

/**
 * A value the run knows only once the journey gets there (the code a mail carried): the model types a stand-in, and
 * each driver asks for the run's value as it types it or reads it back. Both drivers take one, so a journey means
 * the same in jsdom (the fake server's outbox) as in the browser (the dev outbox).
 */
export type Resolve = (modelValue: string) => Promise<string>

/** What a journey types for a mailed code, which only the run knows: the code itself, or a mistyped one. */
export const MAILED_CODE = 'the mailed code'
export const WRONG_CODE = 'not the mailed code'

/** Another six-digit code than `code`, as a person mistyping it would give. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** The run's values for the mailed-code stand-ins, from the latest code mailed (`latest`); other values as typed. */
export const resolvingMailedCodes =
  (latest: () => Promise<string>): Resolve =>
  async (value) => {
    if (value !== MAILED_CODE && value !== WRONG_CODE) return value
    const code = await latest()
    return value === MAILED_CODE ? code : otherCode(code)
  }

/** Every value stays the model's. */
export const asModelled: Resolve = async (value) => value

/** The same journey with every typed value and every text passed through the run's cast. */
export function castJourney<J extends Journey>(journey: J, cast: Cast): J {
  const action = (a: Action): Action => (a.kind === 'fill' ? { ...a, value: cast(a.value) } : a)
  const sight = (s: Sight): Sight =>
    s.kind === 'field'
      ? { ...s, value: cast(s.value) }
      : s.kind === 'text' || s.kind === 'status'
        ? { ...s, text: cast(s.text) }
        : s
  return {
    ...journey,
    steps: journey.steps.map((step) => ({ ...step, actions: step.actions.map(action), sees: step.sees.map(sight) })),
  }
}
