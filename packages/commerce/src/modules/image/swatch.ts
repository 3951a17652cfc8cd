/** A round colour chip for a swatch button, with a hairline so white stays visible. */
export function renderSwatch(hex: string): string {
  const fill = `#${hex.toLowerCase()}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="15" fill="${fill}" stroke="#9a9a9a" stroke-width="1"/></svg>`;
}
