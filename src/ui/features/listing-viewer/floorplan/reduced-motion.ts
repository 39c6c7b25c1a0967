/** The visitor asked the system for less motion (DESIGN.md: honour prefers-reduced-motion everywhere). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
