// The appointment-times chart with its real effects, bound in the order flow's own chunk from the runtime the
// composition root hands over (as the listing viewer binds its charts). Without a runtime the chart's loader fails
// loudly, so a page that forgot to provide one shows the failure instead of hanging.

import { appointmentTimesActors } from '../../../../machines/appointment-times/appointment-times.actors'
import {
  type AppointmentTimesMachine,
  appointmentTimesMachine,
} from '../../../../machines/appointment-times/appointment-times.machine'
import type { AppRuntime } from '../../../../services/runtime'
import { useAppRuntime } from '../../../use-app-runtime'

const bound = new WeakMap<AppRuntime, AppointmentTimesMachine>()

export function useAppointmentTimesMachine(): AppointmentTimesMachine {
  const runtime = useAppRuntime()
  if (!runtime) return appointmentTimesMachine
  let machine = bound.get(runtime)
  if (!machine) {
    machine = appointmentTimesMachine.provide({ actors: appointmentTimesActors(runtime) })
    bound.set(runtime, machine)
  }
  return machine
}
