// The product catalogue, promo codes and tax table the demo sells with (ARCHITECTURE §4). Prices in integer cents;
// tiers follow SPEC §9 (valueAtZero + quantity × valuePerUnit, min inclusive, max exclusive). The 3D tour's list
// price is the pay-as-you-go row of the subscription table.
import type { Pricing, PricingTier } from '../../../src/schemas/Product'

export interface DemoProduct {
  readonly id: string
  readonly name: string
  readonly unit: string
  readonly description: string
  readonly pricing: Pricing
  /** Appointment minutes: base plus per started 1000 sq ft (SCHEDULING.md). */
  readonly baseMinutes: number
  readonly minutesPer1000SqFt: number
}

const flat = (cents: number): PricingTier[] => [{ min: 0, max: null, valueAtZero: cents, valuePerUnit: 0 }]
const same = (description: string, tiers: PricingTier[]): Pricing => ({
  description,
  pricingTiers: tiers,
  secondaryPricingTiers: tiers,
})

export const DEMO_PRODUCTS: ReadonlyArray<DemoProduct> = [
  {
    id: 'tour3d',
    name: '3D tour and floor plan',
    unit: 'sq ft',
    description: 'A walkable 360° tour of every room with an interactive, measured floor plan.',
    pricing: same('Priced by finished area; 10¢ per sq ft above 4,000', [
      { min: 0, max: 2000, valueAtZero: 29900, valuePerUnit: 0 },
      { min: 2000, max: 4000, valueAtZero: 34900, valuePerUnit: 0 },
      { min: 4000, max: null, valueAtZero: 0, valuePerUnit: 10 },
    ]),
    baseMinutes: 45,
    minutesPer1000SqFt: 20,
  },
  {
    id: 'photos',
    name: 'HDR photos',
    unit: 'sq ft',
    description: 'Bright, level, colour-corrected photos of every room and the outside, sized for the MLS and print.',
    pricing: same('Up to 40 photos; priced by finished area', [
      { min: 0, max: 2500, valueAtZero: 17900, valuePerUnit: 0 },
      { min: 2500, max: 5000, valueAtZero: 21900, valuePerUnit: 0 },
      { min: 5000, max: null, valueAtZero: 0, valuePerUnit: 4.5 },
    ]),
    baseMinutes: 30,
    minutesPer1000SqFt: 10,
  },
  {
    id: 'video',
    name: 'Walk-through video',
    unit: 'visit',
    description: 'A 60–90 second steady walk-through, cut for the listing page and social feeds.',
    pricing: same('Per listing', flat(24900)),
    baseMinutes: 45,
    minutesPer1000SqFt: 0,
  },
  {
    id: 'drone',
    name: 'Aerial photos',
    unit: 'visit',
    description: 'Ten aerial photos of the home, the lot and the neighbourhood, flown by a licensed pilot.',
    pricing: same('Per listing', flat(19900)),
    baseMinutes: 30,
    minutesPer1000SqFt: 0,
  },
  {
    id: 'twilight',
    name: 'Twilight photos',
    unit: 'visit',
    description: 'Five exterior photos at dusk, with every light on.',
    pricing: same('Per listing', flat(12900)),
    baseMinutes: 40,
    minutesPer1000SqFt: 0,
  },
]

export interface DemoPromo {
  readonly code: string
  readonly description: string
  readonly percentOff?: number
  readonly amountOffCents?: number
  /** Days from seeding until it expires; negative = already expired. */
  readonly expiresInDays?: number
}

export const DEMO_PROMOS: ReadonlyArray<DemoPromo> = [
  { code: 'WELCOME50', description: '$50 off your first shoot', amountOffCents: 5000 },
  { code: 'SPRING15', description: '15 % off every product', percentOff: 15, expiresInDays: 120 },
  { code: 'FALL10', description: '10 % off (expired)', percentOff: 10, expiresInDays: -30 },
]

export interface DemoTaxRate {
  readonly id: string
  readonly country: string
  readonly region: string | null
  readonly name: string
  readonly rateBasisPoints: number
  readonly currency: string
}

/** Region-specific rows win over the country row; Canada charges 13 % HST in CAD (SPEC §9). */
export const DEMO_TAX_RATES: ReadonlyArray<DemoTaxRate> = [
  { id: 'us', country: 'US', region: null, name: 'Sales tax', rateBasisPoints: 0, currency: 'USD' },
  { id: 'us-il', country: 'US', region: 'IL', name: 'Illinois service tax', rateBasisPoints: 625, currency: 'USD' },
  { id: 'ca', country: 'CA', region: null, name: 'HST', rateBasisPoints: 1300, currency: 'CAD' },
]
