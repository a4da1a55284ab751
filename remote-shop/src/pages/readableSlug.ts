/**
 * A product's URL segment as a heading, until the catalogue gives its real title:
 * 'blue-pottery-bowl' -> 'Blue pottery bowl'.
 */
export function readableSlug(slug: string): string {
  const words = slug.replace(/[-_\s]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
