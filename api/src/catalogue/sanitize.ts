/**
 * Product text is plain text. Titles and descriptions are stored without markup, and the shop shows
 * them as text (React escapes them), so a product can never carry a script onto a page. This strips
 * what an admin might paste from elsewhere: HTML tags (the content of script and style elements
 * too), comments, control characters and the invisible direction overrides used to disguise text.
 * Line breaks are kept: a description's paragraphs are its blank lines.
 *
 * Used on write (the admin's product form, the seed) and again when a product is shown, so text
 * that reached the database some other way is cleaned before a shopper sees it.
 */

/** Script and style elements lose their content too; what is inside them is never prose. */
const SCRIPT_OR_STYLE = /<(script|style|iframe|object|template|noscript)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** A tag, closed or cut off at the end: `<` followed by a letter, `/`, `!` or `?`. "3 < 5" stays. */
const TAG = /<[a-zA-Z/!?][^>]*(?:>|$)/g;
/**
 * C0 controls except tab and line feed, DEL, C1 controls, and the bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069). Zero-width joiners stay: Indic scripts need them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** `text` as safe plain text: no tags, no control characters, trimmed, at most one blank line in a row. */
export function sanitizeProductText(text: string): string {
  let result = text.replace(/\r\n?/g, '\n');
  // Removing one tag can join the halves of another ('<scr<b>ipt>'): repeat until nothing changes.
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(SCRIPT_OR_STYLE, '').replace(COMMENT, '').replace(TAG, '');
  }
  return result
    .replace(CONTROL, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
