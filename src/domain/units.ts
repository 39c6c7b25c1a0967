// Areas and lengths in the visitor's unit preference (SPEC §3 stored unitPreference, §9 Display). Listings store
// areas in square feet and room sizes in millimetres; conversion happens only for display, so nothing is converted
// twice. Rounding is done on integers where the input allows it, so a value like 4645.15 rounds the same on every
// engine instead of depending on how 0.092903 is stored in binary.
import {
  AREA_LABEL_IMPERIAL,
  AREA_LABEL_METRIC,
  INCHES_PER_FOOT,
  LENGTH_LABEL_IMPERIAL,
  LENGTH_LABEL_METRIC,
  MM_PER_FOOT,
  SQ_M_PER_SQ_FT,
} from '../schemas/constants'
import { DEFAULT_LOCALE } from './money'

/** The unit preference; imperial is the default (SPEC §3). */
export type UnitType = 'imperial' | 'metric'

export const DEFAULT_UNIT_TYPE: UnitType = 'imperial'

export const AREA_LABELS: Readonly<Record<UnitType, string>> = {
  imperial: AREA_LABEL_IMPERIAL,
  metric: AREA_LABEL_METRIC,
}

export const LENGTH_LABELS: Readonly<Record<UnitType, string>> = {
  imperial: LENGTH_LABEL_IMPERIAL,
  metric: LENGTH_LABEL_METRIC,
}

/** Millimetres in an inch (exact: 304.8 / 12). */
const MM_PER_INCH = MM_PER_FOOT / INCHES_PER_FOOT

/** Rounds half up (towards +∞ on a tie), the rounding people expect for displayed measures. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5)
}

/** 0.092903 as the integer 92903 (millionths), so whole square feet convert without binary error. */
const SQ_M_PER_SQ_FT_E6 = Math.round(SQ_M_PER_SQ_FT * 1_000_000)

/** Square feet → square metres, rounded half up to 1 decimal (100 → 9.3, 1250 → 116.1, 2000 → 185.8). */
export function sqFtToSqM(sqFt: number): number {
  // Tenths of m² = sqFt × 92903 / 100000; for whole square feet the product is an exact integer.
  return roundHalfUp((sqFt * SQ_M_PER_SQ_FT_E6) / 100_000) / 10
}

/** Square metres → square feet, rounded to whole square feet (the unit areas are stored in). */
export function sqMToSqFt(sqM: number): number {
  return roundHalfUp(sqM / SQ_M_PER_SQ_FT)
}

/** The area value in the unit type: whole square feet, or square metres to 1 decimal. */
export function areaInUnit(sqFt: number, unit: UnitType): number {
  return unit === 'metric' ? sqFtToSqM(sqFt) : roundHalfUp(sqFt)
}

/**
 * An area for display: '1,250 SF' or '116.1 m²'. Imperial areas are whole square feet (how listings quote them);
 * metric areas always show their one decimal so a column of areas lines up.
 */
export function formatArea(sqFt: number, unit: UnitType = DEFAULT_UNIT_TYPE, locale: string = DEFAULT_LOCALE): string {
  const decimals = unit === 'metric' ? 1 : 0
  const value = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(areaInUnit(sqFt, unit))
  return `${value} ${AREA_LABELS[unit]}`
}

/** Millimetres → feet (unrounded). */
export function mmToFeet(mm: number): number {
  return mm / MM_PER_FOOT
}

/** Feet → millimetres (unrounded). */
export function feetToMm(feet: number): number {
  return feet * MM_PER_FOOT
}

/** Millimetres → metres to 1 decimal, rounded half up on whole decimetres (3850 → 3.9). */
export function mmToMetres(mm: number): number {
  return roundHalfUp(mm / 100) / 10
}

/**
 * Millimetres → whole feet and inches, rounded to the nearest inch. Rounding the total inches first means
 * 12 ft 11.7 in shows as 13' 0", never 12' 12".
 */
export function mmToFeetAndInches(mm: number): { readonly feet: number; readonly inches: number } {
  const totalInches = roundHalfUp(mm / MM_PER_INCH)
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT }
}

/** A length for display: `12' 6"` (imperial) or '3.8 m' (metric, 1 decimal). */
export function formatLength(mm: number, unit: UnitType = DEFAULT_UNIT_TYPE): string {
  if (unit === 'metric') return `${mmToMetres(mm).toFixed(1)} ${LENGTH_LABELS.metric}`
  const { feet, inches } = mmToFeetAndInches(mm)
  return `${feet}' ${inches}"`
}

/** A room's size, width × length: `12' 6" × 10' 0"` or '3.8 × 3.0 m' (the metric label once, at the end). */
export function formatRoomSize(
  room: { readonly width: number; readonly length: number },
  unit: UnitType = DEFAULT_UNIT_TYPE,
): string {
  if (unit === 'metric') {
    return `${mmToMetres(room.width).toFixed(1)} × ${mmToMetres(room.length).toFixed(1)} ${LENGTH_LABELS.metric}`
  }
  return `${formatLength(room.width, unit)} × ${formatLength(room.length, unit)}`
}
