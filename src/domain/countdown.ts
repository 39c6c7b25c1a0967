// How long is left, as a countdown reads at a glance (the change flow's free-change deadline and held offers).
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A countdown a person reads at a glance: '2 days 3 h', '5 h 07 min', '12 min 05 s', '45 s'. */
export function countdown(ms: number): string {
  const left = Math.max(Math.floor(ms / 1000) * 1000, 0)
  const two = (n: number) => String(n).padStart(2, '0')
  if (left >= DAY) {
    const days = Math.floor(left / DAY)
    return `${days} ${days === 1 ? 'day' : 'days'} ${Math.floor((left % DAY) / HOUR)} h`
  }
  if (left >= HOUR) return `${Math.floor(left / HOUR)} h ${two(Math.floor((left % HOUR) / MINUTE))} min`
  if (left >= MINUTE) return `${Math.floor(left / MINUTE)} min ${two(Math.floor((left % MINUTE) / 1000))} s`
  return `${Math.floor(left / 1000)} s`
}
