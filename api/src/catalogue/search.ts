/**
 * How shoppers' words find products and categories: the /shop list's `q` and the header's
 * suggestions match the same way, on the text in the request's language (catalogue/localized.ts).
 *
 * - Accents and case never matter: "ceramica" finds "Cerámica" (both sides folded in SQL).
 * - A query with a word of its own (FUZZY_MIN_LETTERS letters or more) forgives a small typo:
 *   PostgreSQL's pg_trgm compares its trigrams with those of the closest run of words in the title
 *   (`strict_word_similarity`), so "elefnte" finds "Elefante de latón dhokra", and the spellings an
 *   Indian word has in Latin letters ("jumka" for "jhumka", `soundsSql`). Shorter queries, and
 *   digits or signs ("100%"), are matched as written, inside the title or the description.
 * - The description is matched as written only: a fuzzy match anywhere in a long text finds
 *   something for almost any word.
 * - The header's suggestions for a shorter query (1-3 letters, or digits: what is typed so far) are
 *   the titles and names with a word starting with it.
 *
 * No trigram index: the localized text is an expression over the translations, and a shop's
 * catalogue is scanned in a few milliseconds; the answers are kept in the catalogue cache anyway.
 */
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from 'shared-contracts/i18n/locales';
import type { SearchSuggestions } from 'shared-contracts/api/search';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS } from 'shared-contracts/api/search';
import type { Db } from '../db/database';
import { categories, products } from '../db/schema';
import { localizedSql } from './localized';
import { sanitizeProductText } from './sanitize';
import { thumbnailUrl } from 'shared-contracts/api/storage';

/**
 * How close a query must be to a run of words in a title (0 to 1). Measured on the seed's titles in
 * three languages with every one-letter typo (a letter dropped, swapped with the next or replaced)
 * of each word of 4 letters or more: 0.3 finds the word for 82% of them with 0.3 other titles per
 * query on average; 0.35 finds 71%, 0.25 brings in twice as many strangers.
 */
export const FUZZY_THRESHOLD = 0.3;
/** Below this many letters a typo leaves too few trigrams to judge by: matched as written only. */
export const FUZZY_MIN_LETTERS = 4;

// Letters folded to their plain form on both sides: PostgreSQL's trigrams (in the C locale the
// embedded database uses) would otherwise cut "cerámica" in two at the "á".
const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñ';
const PLAIN = 'aaaaaaaeeeeeiiiiiooooooouuuuuyycn';

/** Lower case, accents dropped: what both the query and the text are compared as. */
export function foldedSql(text: AnyColumn | SQL): SQL<string> {
  return sql<string>`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;
}

/** Whether typos are forgiven for `q` (enough letters to have trigrams worth comparing). */
export function isFuzzy(q: string): boolean {
  return (q.match(/\p{L}/gu)?.length ?? 0) >= FUZZY_MIN_LETTERS;
}

/** `text` contains `q` as written (case and accents aside). */
function containsSql(text: AnyColumn | SQL, q: string): SQL {
  return sql`strpos(${foldedSql(text)}, ${foldedSql(sql`${q}`)}) > 0`;
}

/**
 * `folded` as it sounds, for closeness only: Indian words reach the Latin alphabet in several
 * spellings (jhumka, jumka; chikankari, chikan kari; kurtee, kurti), most often by an 'h' after a
 * consonant (bh, ch, dh, gh, jh, kh, ph, sh, th) and by doubled letters. Both sides lose them, so
 * "jumka" is as close to "jhumkas" as "jhumka" is (0.27 -> 0.63 on the trigrams), while a query
 * matched as written (`containsSql`) is untouched.
 */
const ASPIRATED = '([bcdgjkpst])h';
const DOUBLED = String.raw`([a-z])\1+`;
const FIRST_GROUP = String.raw`\1`;
function soundsSql(folded: SQL<string>): SQL<string> {
  return sql<string>`regexp_replace(regexp_replace(${folded}, ${ASPIRATED}, ${FIRST_GROUP}, 'g'), ${DOUBLED}, ${FIRST_GROUP}, 'g')`;
}

/** How close `q` is to the closest run of words in `text`, 0 to 1. */
function closenessSql(text: AnyColumn | SQL, q: string): SQL<number> {
  return sql<number>`strict_word_similarity(${foldedSql(sql`${q}`)}, ${foldedSql(text)})`;
}

/**
 * The same, spelling variants aside (`soundsSql`). Held to SOUNDS_THRESHOLD: dropping letters makes
 * strangers closer too ("khadi" and "kadai" 0.38 once both lose theirs), a spelling of the same word
 * stays far above it ("jumka" and "jhumkas" 0.63).
 */
function soundsClosenessSql(text: AnyColumn | SQL, q: string): SQL<number> {
  return sql<number>`strict_word_similarity(${soundsSql(foldedSql(sql`${q}`))}, ${soundsSql(foldedSql(text))})`;
}
export const SOUNDS_THRESHOLD = 0.5;

/** `text` (a title, a name) matches `q`: contains it, or, for a word-like query, is close to it. */
export function nameMatchesSql(text: AnyColumn | SQL, q: string): SQL {
  if (!isFuzzy(q)) return containsSql(text, q);
  return sql`(${containsSql(text, q)} or ${closenessSql(text, q)} >= ${FUZZY_THRESHOLD} or ${soundsClosenessSql(text, q)} >= ${SOUNDS_THRESHOLD})`;
}

/** A product whose title (in `locale`) matches `q`, or whose description contains it. */
export function productMatchesSql(q: string, locale: Locale): SQL {
  const title = localizedSql(products.title, products.translations, 'title', locale);
  const description = localizedSql(products.description, products.translations, 'description', locale);
  return sql`(${nameMatchesSql(title, q)} or ${containsSql(description, q)})`;
}

/** `q` as a regular expression that matches it literally (PostgreSQL's advanced regular expressions). */
const literalRegex = (q: string) => q.replace(/[\\^$.|?*+()[\]{}]/g, (char) => `\\${char}`);

/** A word of `text` starts with `q` (case and accents aside): at its start, or after a space or a sign. */
function wordStartsWithSql(text: AnyColumn | SQL, q: string): SQL {
  return sql`${foldedSql(text)} ~ ('(^|[[:space:][:punct:]])' || ${foldedSql(sql`${literalRegex(q)}`)})`;
}

/**
 * What the header suggests for `q`: a word-like query (FUZZY_MIN_LETTERS letters or more) as /shop
 * matches it; a shorter one (`mug`, `10`: typed so far) by the start of a word of the title or name,
 * in the caller's language, so "te" suggests "Tea" and "Terracotta" but not "Kettle".
 */
function suggestionMatchesSql(text: SQL, q: string, orElse: SQL): SQL {
  return isFuzzy(q) ? orElse : wordStartsWithSql(text, q);
}

/** `q` folded and escaped as the start of a LIKE pattern: `text like q%`. */
const likePrefix = (q: string): SQL => sql`${foldedSql(sql`${q.replace(/[\\%_]/g, (char) => `\\${char}`)}`)} || '%'`;

/** Best first: names that contain the query, then the closest (a word-like query), or (a short one) those that begin with it; then alphabetical. */
function rankSql(text: SQL, q: string): SQL[] {
  if (!isFuzzy(q)) return [desc(sql`${foldedSql(text)} like ${likePrefix(q)}`), asc(text)];
  return [desc(containsSql(text, q)), desc(closenessSql(text, q)), desc(soundsClosenessSql(text, q)), asc(text)];
}

/** The suggestions' thumbnails are drawn 36 px wide: this many pixels is sharp on a 2x screen. */
const SUGGESTION_THUMBNAIL_PIXELS = 72;

/**
 * The header's suggestions for `q` in `locale`: a few published products and categories, best
 * match first, with just what the list shows (name, price, a thumbnail).
 */
export async function searchSuggestions(db: Db, q: string, locale: Locale): Promise<SearchSuggestions> {
  const title = localizedSql(products.title, products.translations, 'title', locale);
  const name = localizedSql(categories.name, categories.translations, 'name', locale);
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ slug: products.slug, title, price: products.price, images: products.images })
      .from(products)
      .where(and(eq(products.published, true), suggestionMatchesSql(title, q, productMatchesSql(q, locale))))
      .orderBy(...rankSql(title, q), asc(products.slug))
      .limit(SUGGESTED_PRODUCTS),
    db
      .select({ slug: categories.slug, name })
      .from(categories)
      .where(suggestionMatchesSql(name, q, nameMatchesSql(name, q)))
      .orderBy(...rankSql(name, q))
      .limit(SUGGESTED_CATEGORIES),
  ]);
  return {
    products: productRows.map((row) => ({
      slug: row.slug,
      title: sanitizeProductText(row.title),
      price: row.price,
      // drawn 36 px wide: a 96 px variant is sharp on a 2x screen, a fraction of the photo's bytes
      image: row.images[0] ? thumbnailUrl(row.images[0], SUGGESTION_THUMBNAIL_PIXELS) : null,
    })),
    categories: categoryRows.map((row) => ({ slug: row.slug, name: row.name })),
  };
}
