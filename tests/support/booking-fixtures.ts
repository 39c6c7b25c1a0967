// What a customer types into the order flow, for the booking calls' server tests and the browser journeys that
// place orders through the API (no test framework imported here, so Playwright and Vitest can both use it).

/** Lincoln Park, inside every demo photographer's rings. */
export const LINCOLN_PARK = {
  userAddress: '2150 N Kenmore Ave, Chicago',
  location: {
    formattedAddress: '2150 N Kenmore Ave, Chicago, IL 60614, USA',
    latitude: 41.9214,
    longitude: -87.6513,
    address1: '2150 N Kenmore Ave',
    address2: '',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60614',
    country: 'US',
  },
  marker: { latitude: 41.9214, longitude: -87.6513 },
}
export const TORONTO = {
  userAddress: '100 Queen St W, Toronto',
  location: {
    ...LINCOLN_PARK.location,
    formattedAddress: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
    latitude: 43.6525,
    longitude: -79.3839,
    address1: '100 Queen St W',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5H 2N2',
    country: 'CA',
  },
  marker: { latitude: 43.6525, longitude: -79.3839 },
}
export const CONTACT = {
  billingContact: {
    firstName: 'Dana',
    lastName: 'Reyes',
    company: 'North Side Realty',
    role: 'Listing Agent',
    email: 'dana.reyes@example.com',
    phone: '312-555-0142',
    address: '',
    unit: '',
  },
  additionalContacts: [],
  specialInstructions: 'Lockbox on the side door.',
  photographerInstructions: '',
}
export const PRODUCTS = {
  products: [
    { id: 'tour3d', quantity: 2500 },
    { id: 'photos', quantity: 2500 },
  ],
}
