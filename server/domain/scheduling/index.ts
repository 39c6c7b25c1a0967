// The scheduling domain (SCHEDULING.md): pure functions over plain data; the server loads rows and passes them in.
export { blockAt, checkStart, type Reason, type StartCheck } from './availability'
export { describeReason, mergeBlocks } from './blocks'
export { deliveryDeadline, instantAt, localDateTime, searchRange } from './calendar'
export { type ChoiceInput, choosePhotographer, schedulingUnavailableMessage } from './choose'
export { candidateStarts, type DaySearchInput, searchDay } from './search'
export * from './types'
