// The schedule step (SPEC §5 Schedule: selectedTime required).
import { Schema } from 'effect'
import { ScheduleModel } from '../api/booking'
import { SelectedTime } from '../Order'
import { present } from '../primitives'

/** Its decoded value is the submitschedule model. */
export const ScheduleForm = Schema.Struct({ ...ScheduleModel.fields, selectedTime: present(SelectedTime) })
export type ScheduleForm = typeof ScheduleForm.Type
