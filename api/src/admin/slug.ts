/** URL slugs for products whose admin left the slug blank: made from the title, kept unique. */
import { slugSchema } from 'shared-contracts/api/common';

const MAX_SLUG_LENGTH = 120;

/** 'Hand-block Printed Kurta — Indigo' -> 'hand-block-printed-kurta-indigo'. Titles without Latin letters give 'product'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH - 6) // room for a '-12345' suffix
    .replace(/^-+|-+$/g, '');
  return slug && slugSchema.safeParse(slug).success ? slug : 'product';
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
