/** '12-maple-street' → '12 Maple Street': the page title until the listing's own address is loaded. */
export const titleFromTourName = (tourName: string) =>
  tourName
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
