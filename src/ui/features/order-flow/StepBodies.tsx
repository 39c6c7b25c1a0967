// The step bodies inside the order flow: each is another engineer's controlled view over its step's draft; these
// hosts select the draft, its messages and touched fields from the wizard and send the view's edits to the order
// flow. The address step's lookup chart is created here, while the step is shown; its `address.changed` (the value
// as it settles, and whether a lookup is under way) and `address.ready` are forwarded to the order flow, which hands
// them to the wizard: the address draft follows the lookup, and a ready address is submitted on to product.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { type AddressValue, addressOf } from '../../../machines/address-lookup/address-lookup.machine'
import {
  type BookingWizardActorRef,
  fieldErrorsOf,
  touchedOf,
  visibleErrorsOf,
} from '../../../machines/booking-wizard/booking-wizard.machine'
import type { OrderFlowActorRef } from '../../../machines/order-flow/order-flow.machine'
import type { BookingOrder, SubmitStep } from '../../../schemas/BookingOrder'
import { useChartActor } from '../../use-chart-actor'
import { AddressStep } from './address/AddressStep'
import { useOrderFlowMachines } from './order-flow-machines'
import { ContactStep } from './steps/ContactStep'
import { ProductStep } from './steps/ProductStep'
import { ScheduleStep } from './steps/ScheduleStep'
import type { ContactDraft, ProductDraft, ScheduleDraft, StepProps } from './steps/step-props'

interface HostProps {
  readonly flow: OrderFlowActorRef
  readonly wizard: BookingWizardActorRef
  readonly order: BookingOrder
}

const sameRecord = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k])
}
const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((v, i) => v === b[i])

function useStepProps<D>({ flow, wizard, order }: HostProps, step: SubmitStep): StepProps<D> {
  const draft = useSelector(wizard, (s) => s.context.drafts[step]) as D
  const fieldErrors = useSelector(wizard, (s) => fieldErrorsOf(s, step), sameRecord)
  const touched = useSelector(wizard, (s) => touchedOf(s, step), sameList)
  const busy = useSelector(wizard, (s) => s.hasTag('busy'))
  return {
    order,
    draft,
    fieldErrors,
    touched,
    disabled: busy,
    onChange: (next) => flow.send({ type: 'edit', step, draft: next } as never),
    onTouch: (field) => flow.send({ type: 'touch', step, field }),
  }
}

export function AddressHost({ flow, wizard }: HostProps) {
  const { addressLookup, markerMapCode } = useOrderFlowMachines()
  const draft = useSelector(wizard, (s) => s.context.drafts.address)
  const errors = useSelector(wizard, (s) => visibleErrorsOf(s, 'address'), sameRecord)
  // ?country=CA: the lookup prefers Canadian addresses (issue 18).
  const country = useSelector(flow, (s) => s.context.start.country)
  const lookup = useChartActor(addressLookup, {
    input: { initial: draft as AddressValue, ...(country ? { country } : {}) },
  })
  useEffect(() => {
    const ready = lookup.on('address.ready', (event) => flow.send({ type: 'address.ready', model: event.address }))
    const changed = lookup.on('address.changed', (event) =>
      flow.send({ type: 'address.changed', model: event.address, pending: event.pending }),
    )
    // The lookup started before this subscription (a prefilled address is already being geocoded): say where it is.
    const now = lookup.getSnapshot()
    flow.send({ type: 'address.changed', model: addressOf(now), pending: now.hasTag('busy') })
    return () => {
      ready.unsubscribe()
      changed.unsubscribe()
    }
  }, [lookup, flow])
  return (
    <AddressStep
      actor={lookup}
      mapCode={markerMapCode}
      unit={draft.unit ?? ''}
      onUnitChange={(unit) => flow.send({ type: 'edit', step: 'address', draft: { ...draft, unit } })}
      fieldErrors={errors}
    />
  )
}

export function ProductHost(props: HostProps & { signedIn: boolean }) {
  return <ProductStep {...useStepProps<ProductDraft>(props, 'product')} signedIn={props.signedIn} />
}

export function ScheduleHost(props: HostProps) {
  return <ScheduleStep {...useStepProps<ScheduleDraft>(props, 'schedule')} isAdmin={props.order.info.isAdmin} />
}

export function ContactHost(props: HostProps) {
  return <ContactStep {...useStepProps<ContactDraft>(props, 'contact')} />
}
