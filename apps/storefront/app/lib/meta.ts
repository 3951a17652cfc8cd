/** A page title in the shop's pattern. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} | Ridgeline` : 'Ridgeline';
}
