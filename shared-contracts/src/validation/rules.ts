/**
 * The shop's form rules (spec §5). A rule takes a value and answers `true` or the message to show.
 * Parameterised rules are factories: `min(8)(value)`, `unique(existingNames)(value)`.
 *
 * Conventions shared by every rule:
 * - Empty values pass: `undefined`, `null`, `''` and `[]`, so an optional field composes with
 *   `required`. Only `required` and `fileRequired` fail on empty values.
 * - Text rules read strings; a finite number or a bigint is judged by its decimal text (an antd
 *   InputNumber gives numbers). Any other kind of value (object, boolean...) fails the rule.
 * - Lengths are counted in characters (Unicode code points), so an emoji or an 'é' counts once.
 * - Messages are looked up when the rule runs (see ./translate), never when it is created, so one
 *   rule serves every language.
 */
import { translate } from './translate';

/** `true` when the value is acceptable, otherwise the message to show. */
export type Rule<V = unknown> = (value: V) => true | string;

/** Minimum password length (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Length of an Indian GSTIN (spec §5, §9). */
export const GST_NUMBER_LENGTH = 15;

// ---------------------------------------------------------------------------------------------
// Helpers

/** `undefined`, `null`, `''` or an empty array: the values every rule but two lets through. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The text a text rule judges, or `undefined` when the value is not text-like. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return String(value);
  return undefined;
}

function charCount(text: string): number {
  return Array.from(text).length;
}

/** A rule judging one text value with `test`; empty values pass, non-text values fail. */
function textRule(test: (text: string) => boolean, message: () => string): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const text = textOf(value);
    return text !== undefined && test(text) ? true : message();
  };
}

/** A rule judging a list: every item must be text passing `test`. See `listItems`. */
function listRule(
  split: (text: string) => string[],
  test: (text: string) => boolean,
  message: () => string,
): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const items = listItems(value, split);
    if (items === undefined) return message();
    return items.every((item) => {
      const text = textOf(item);
      return text !== undefined && test(text);
    })
      ? true
      : message();
  };
}

/**
 * The items of a list value: an array's items as they are (each one is judged, so a blank item
 * fails), or the pieces of a string cut by `split`, trimmed, blank pieces dropped (so a trailing
 * line break is harmless). `undefined` for anything else.
 */
function listItems(value: unknown, split: (text: string) => string[]): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  const text = textOf(value);
  if (text === undefined) return undefined;
  return split(text)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

const splitLines = (text: string): string[] => text.split(/\r?\n/);
const splitLinesAndCommas = (text: string): string[] => text.split(/\r?\n|,/);

/** A number, or the number a numeric string spells ('12', ' -3.5 ', '1e3'); otherwise `undefined`. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(value)) {
    return Number(value);
  }
  return undefined;
}

/** A value given directly, or a function read each time the rule runs (the other field of a form). */
export type ValueSource<T> = T | (() => T);

function read<T>(source: ValueSource<T>): T {
  return typeof source === 'function' ? (source as () => T)() : source;
}

/**
 * How unique, uniqueWithBlank and distinct compare: strings trimmed, Unicode-normalised (NFC) and
 * case-insensitive ('Shirts', ' shirts ' and 'SHIRTS' are the same); other values by identity
 * (SameValueZero, as in a Set).
 */
function comparable(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().normalize('NFC').toLowerCase() : value;
}

const isBlankText = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

// ---------------------------------------------------------------------------------------------
// General

/** Fails on empty values and on blank (whitespace-only) strings. `0` and `false` are values. */
export const required: Rule = (value) =>
  isEmpty(value) || isBlankText(value) ? translate('required') : true;

const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const isEmail = (text: string): boolean => text.length <= 254 && EMAIL.test(text);

/**
 * One address, or an array of addresses where every item must be an address (a blank item fails).
 * The address is taken as typed: surrounding spaces make it invalid.
 */
export const email: Rule = (value) => {
  if (isEmpty(value)) return true;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => typeof item === 'string' && isEmail(item))
    ? true
    : translate('email');
};

/** Checks, in this order: at least 8 characters, one lowercase letter a-z, one digit 0-9. */
export const password: Rule = (value) => {
  if (isEmpty(value)) return true;
  const text = textOf(value);
  if (text === undefined || charCount(text) < PASSWORD_MIN_LENGTH) {
    return translate('passwordMin', { n: PASSWORD_MIN_LENGTH });
  }
  if (!/[a-z]/.test(text)) return translate('passwordLowercase');
  if (!/[0-9]/.test(text)) return translate('passwordDigit');
  return true;
};

/** The size `min`/`max` judge: an array's length or a text's character count. */
function sizeOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  const text = textOf(value);
  return text === undefined ? undefined : charCount(text);
}

/** At least `n` characters, or at least `n` items for an array. Spaces count. */
export function min(n: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const size = sizeOf(value);
    return size !== undefined && size >= n ? true : translate('min', { n });
  };
}

/** At most `n` characters, or at most `n` items for an array. */
export function max(n: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const size = sizeOf(value);
    return size !== undefined && size <= n ? true : translate('max', { n });
  };
}

/** A number (or numeric string) `>= n`. A value that is not a number fails. */
export function minNumber(n: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const number = numberOf(value);
    return number !== undefined && number >= n ? true : translate('minNumber', { n });
  };
}

/** A number (or numeric string) `<= n`. A value that is not a number fails. */
export function maxNumber(n: number): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const number = numberOf(value);
    return number !== undefined && number <= n ? true : translate('maxNumber', { n });
  };
}

/** A number (or numeric string) strictly greater than 0: `0` fails. */
export const positiveNumber: Rule = (value) => {
  if (isEmpty(value)) return true;
  const number = numberOf(value);
  return number !== undefined && number > 0 ? true : translate('positiveNumber');
};

function uniqueRule(existing: ValueSource<readonly unknown[]>, blankCounts: boolean): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    const taken = new Set(read(existing).map(comparable));
    const items = Array.isArray(value) ? value : [value];
    const clash = items.some((item) => (blankCounts || !isBlankText(item)) && taken.has(comparable(item)));
    return clash ? translate('alreadyExists') : true;
  };
}

/**
 * Fails when the value is already in `existing` (compared as described at `comparable`: trimmed,
 * case-insensitive). An array value fails when any of its items is in `existing`. A blank value
 * counts like any other: '  ' clashes with an existing '' or ' '. When editing a record, leave the
 * record's own value out of `existing`. `existing` may be a function, read on every run.
 */
export function unique(existing: ValueSource<readonly unknown[]>): Rule {
  return uniqueRule(existing, true);
}

/** Like `unique`, but blank (whitespace-only) values never count as duplicates. */
export function uniqueWithBlank(existing: ValueSource<readonly unknown[]>): Rule {
  return uniqueRule(existing, false);
}

/**
 * For an array value: its items must all differ, compared trimmed and case-insensitively
 * ('Red' and ' red' are the same item). Blank items are ignored (required judges those).
 * A value that is not an array passes: a single value has nothing to clash with.
 */
export const distinct: Rule = (value) => {
  if (!Array.isArray(value)) return true;
  const seen = new Set<unknown>();
  for (const item of value) {
    if (item === undefined || item === null || isBlankText(item)) continue;
    const key = comparable(item);
    if (seen.has(key)) return translate('alreadyExists');
    seen.add(key);
  }
  return true;
};

/**
 * The value must equal `other` exactly (`===`, no trimming, case-sensitive): password
 * confirmation. Pass a function to read the other field when the rule runs, e.g.
 * `match(() => form.getFieldValue('password'))`.
 */
export function match(other: ValueSource<unknown>): Rule {
  return (value) => {
    if (isEmpty(value)) return true;
    return value === read(other) ? true : translate('match');
  };
}

function hasFile(value: unknown): boolean {
  if (isEmpty(value)) return false;
  if (typeof value === 'object' && value !== null) {
    // antd Upload's change event { file, fileList }
    if ('fileList' in value) return hasFile(value.fileList);
    // a FileList, or an antd UploadFile[]
    if ('length' in value && typeof value.length === 'number') return value.length > 0;
  }
  return true;
}

/**
 * Fails unless a file is given: a File/Blob, a non-empty FileList or array (antd's UploadFile[]),
 * antd Upload's `{ fileList }` with files, or a non-empty string (an already stored file's path).
 */
export const fileRequired: Rule = (value) => (hasFile(value) ? true : translate('fileRequired'));

// ---------------------------------------------------------------------------------------------
// Text shape

/**
 * Characters no text field takes: C0 controls (U+0000-U+001F), DEL (U+007F), C1 controls
 * (U+0080-U+009F) and lone surrogates (half of a UTF-16 pair: not a character, and PostgreSQL
 * refuses them in text and jsonb, as it refuses U+0000).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The same, but tab, line feed and carriage return are text in a multi-line field. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * One-line text: no control characters at all (tab and line breaks included), no DEL, no C1
 * controls, no lone surrogates. Every free-text field of the API carries it (api/common `text`).
 */
export const noControlChars: Rule = textRule(
  (text) => !CONTROL_CHARS.test(text),
  () => translate('controlChars'),
);

/** Multi-line text (a message, a description): like `noControlChars`, but tab and line breaks are fine. */
export const noControlCharsMultiline: Rule = textRule(
  (text) => !CONTROL_CHARS_MULTILINE.test(text),
  () => translate('controlChars'),
);

/** Letters (any script, accents included) and digits 0-9 only. */
export const alphaNumeric: Rule = textRule(
  (text) => /^[\p{L}\p{M}\p{Nd}]+$/u.test(text),
  () => translate('alphaNumeric'),
);

/** Letters (any script), digits and the space character. */
export const alphaNumericWithSpace: Rule = textRule(
  (text) => /^[\p{L}\p{M}\p{Nd} ]+$/u.test(text),
  () => translate('alphaNumericWithSpace'),
);

/** No whitespace anywhere (space, tab, line break, no-break space). */
export const noSpace: Rule = textRule(
  (text) => !/\s/.test(text),
  () => translate('noSpace'),
);

/** Same judgement as `noSpace` (no whitespace anywhere); the spec keeps both names and wordings. */
export const spaceNotAllowed: Rule = textRule(
  (text) => !/\s/.test(text),
  () => translate('spaceNotAllowed'),
);

/** No leading or trailing whitespace; spaces between words are fine. */
export const spaceOnlyBetween: Rule = textRule(
  (text) => !/^\s|\s$/.test(text),
  () => translate('spaceOnlyBetween'),
);

/**
 * Allows letters (any script), digits, spaces, '.', '_' and '-'; everything else is a special
 * character (e.g. ! @ # $ % & * ( ) / \ : ; , ? " ' < > { } [ ] |).
 */
export const specialCharValueCheck: Rule = textRule(
  (text) => /^[\p{L}\p{M}\p{Nd} ._-]+$/u.test(text),
  () => translate('specialChar'),
);

/** The quote marks the two quote rules look for: ' " ` and typographic ‘ ’ “ ” « ». */
const QUOTES = new Set(["'", '"', '`', '‘', '’', '“', '”', '«', '»']);

/** The first character must not be a quote mark (see QUOTES). */
export const notStartWithQuotes: Rule = textRule(
  (text) => !QUOTES.has(Array.from(text)[0] ?? ''),
  () => translate('notStartWithQuotes'),
);

/** The last character must not be a quote mark (see QUOTES). */
export const notEndWithQuotes: Rule = textRule(
  (text) => !QUOTES.has(Array.from(text).at(-1) ?? ''),
  () => translate('notEndWithQuotes'),
);

/** An optional leading '+' then digits 0-9 only (phone numbers): no spaces or dashes. */
export const onlyDigit: Rule = textRule(
  (text) => /^\+?[0-9]+$/.test(text),
  () => translate('onlyDigit'),
);

// ---------------------------------------------------------------------------------------------
// Addresses and names

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A domain name with a top-level domain of letters (or an IDN 'xn--' one). */
const DOMAIN = `(?:${LABEL}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})`;
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
/** IPv4: four numbers 0-255 without leading zeros. */
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;

const IP_RE = new RegExp(`^${IPV4}$`);
const HOSTNAME_RE = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const IP_AND_PORT_RE = new RegExp(`^${IPV4}:([0-9]{1,5})$`);
const PROTOCOL_RE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

const isIp = (text: string): boolean => IP_RE.test(text);
/** 1-5 digits, and at most 65535, the largest TCP/UDP port. */
const isPort = (text: string): boolean => /^[0-9]{1,5}$/.test(text) && Number(text) <= 65535;
const isHostname = (text: string): boolean => text.length <= 253 && HOSTNAME_RE.test(text);
const isIpAndPort = (text: string): boolean => {
  const port = IP_AND_PORT_RE.exec(text)?.[1];
  return port !== undefined && isPort(port);
};

interface UrlShape {
  /** 'optional': 'shop.example.com/x' is fine; 'required': must start with http:// or https://. */
  protocol: 'optional' | 'required';
  /** Whether the host may be an IPv4 address or 'localhost' besides a domain name. */
  ip: boolean;
  /** Whether ':port' must be present. */
  port: 'optional' | 'required';
}

function urlPattern(shape: UrlShape): RegExp {
  const host = shape.ip ? `(?:${DOMAIN}|${IPV4}|localhost)` : DOMAIN;
  const protocol = shape.protocol === 'required' ? 'https?:\\/\\/' : '(?:https?:\\/\\/)?';
  const port = shape.port === 'required' ? ':([0-9]{1,5})' : '(?::([0-9]{1,5}))?';
  return new RegExp(`^${protocol}${host}${port}(?:[/?#]\\S*)?$`, 'i');
}

function urlTest(shape: UrlShape): (text: string) => boolean {
  const pattern = urlPattern(shape);
  return (text) => {
    const found = pattern.exec(text);
    if (!found) return false;
    const port = found[1];
    return port === undefined || isPort(port);
  };
}

const isUrl = urlTest({ protocol: 'optional', ip: false, port: 'optional' });
const isUrlWithIp = urlTest({ protocol: 'optional', ip: true, port: 'optional' });
const isUrlWithIpAndPort = urlTest({ protocol: 'optional', ip: true, port: 'required' });
const isUrlWithProtocol = urlTest({ protocol: 'required', ip: false, port: 'optional' });

/**
 * A web address on a domain name: http:// or https:// optional, optional port, path, query and
 * fragment ('shop.example.com', 'https://shop.example.com:8443/a?b=c#d'). No spaces.
 */
export const url: Rule = textRule(isUrl, () => translate('url'));

/** Like `url`, and the host may also be an IPv4 address or 'localhost' ('http://10.0.0.5:8080/x'). */
export const urlWithIp: Rule = textRule(isUrlWithIp, () => translate('url'));

/** Like `urlWithIp`, with the port required ('10.0.0.5:8080', 'https://shop.example.com:443'). */
export const urlWithIpAndPort: Rule = textRule(isUrlWithIpAndPort, () => translate('url'));

/**
 * Like `url`, with http:// or https:// required. Without a protocol the message is
 * 'Invalid Url. (protocol is missing)'; with one but otherwise malformed it is 'Invalid Url.'.
 */
export const urlWithProtocol: Rule = (value) => {
  if (isEmpty(value)) return true;
  const text = textOf(value);
  if (text !== undefined && isUrlWithProtocol(text)) return true;
  if (text !== undefined && PROTOCOL_RE.test(text)) return translate('url');
  return translate('urlWithProtocol');
};

/**
 * A list of addresses, each judged like `urlWithIp`: an array, or a string with one address per
 * line (lines only: commas are legal inside URLs).
 */
export const urlArray: Rule = listRule(splitLines, isUrlWithIp, () => translate('urlArray'));

/** IPv4: four numbers 0-255 separated by dots, without leading zeros ('010.0.0.1' fails). */
export const ip: Rule = textRule(isIp, () => translate('ip'));

/** 1 to 5 digits (spec §9), and not above 65535. */
export const port: Rule = textRule(isPort, () => translate('port'));

/** 'ip:port', e.g. '192.168.1.10:5432'. */
export const ipAndPort: Rule = textRule(isIpAndPort, () => translate('ipAndPort'));

/** A list of 'ip:port' items: an array, or a string separated by line breaks or commas. */
export const ipPortArray: Rule = listRule(splitLinesAndCommas, isIpAndPort, () =>
  translate('ipPortArray'),
);

/**
 * A host name (RFC 1123): dot-separated labels of letters, digits and inner dashes, each 1-63
 * characters, 253 at most in all ('db', 'db-1.internal.example.com').
 */
export const hostname: Rule = textRule(isHostname, () => translate('name'));

/**
 * A table name: a letter or '_' then letters, digits or '_', at most 63 characters (PostgreSQL's
 * limit), optionally schema-qualified ('orders', 'shop.order_items').
 */
export const dbTable: Rule = textRule(
  (text) => /^[A-Za-z_][A-Za-z0-9_]{0,62}(?:\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/.test(text),
  () => translate('name'),
);

/** An identifier: a letter or '_' then letters, digits or '_' ('API_KEY', 'shopName'). */
export const variableName: Rule = textRule(
  (text) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(text),
  () => translate('name'),
);

/** A value starting with a digit is judged as `ip`, anything else as `hostname` (with their messages). */
export const ipOrHost: Rule = (value) => {
  if (isEmpty(value)) return true;
  const text = textOf(value);
  if (text !== undefined && /^[0-9]/.test(text)) return ip(text);
  return hostname(value);
};

/** 'username:password': a user name without ':' or spaces, then a non-empty password without spaces. */
export const httpAuthRule: Rule = textRule(
  (text) => /^[^:\s]+:\S+$/.test(text),
  () => translate('httpAuth'),
);

const isColonPair = (text: string): boolean => /^[^:\s]+:[^:\s]+$/.test(text);

/** 'value:value': exactly one ':' with a non-empty value on each side, no spaces. */
export const colonSeparateValue: Rule = textRule(isColonPair, () => translate('colonSeparateValue'));

/**
 * Several 'value:value' pairs: an array, or a string separated by line breaks or commas
 * ('a:1, b:2' or one pair per line). Each pair is judged like `colonSeparateValue`.
 */
export const colonSeparateMultipleValue: Rule = listRule(splitLinesAndCommas, isColonPair, () =>
  translate('colonSeparateMultipleValue'),
);

/**
 * '<value>::<value>', a URL override for an environment: a name without ':' or spaces, '::', then
 * an address judged like `urlWithIp` ('staging::https://staging.example.com').
 */
export const environmentManagement: Rule = textRule((text) => {
  const found = /^[^:\s]+::(\S+)$/.exec(text);
  return found?.[1] !== undefined && isUrlWithIp(found[1]);
}, () => translate('environmentManagement'));

/** A Slack channel name: 1-21 lowercase letters a-z, digits or '-', without the leading '#'. */
export const slackName: Rule = textRule(
  (text) => /^[a-z0-9-]{1,21}$/.test(text),
  () => translate('slackName'),
);

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * An Indian GSTIN, optional. The length is checked first (exactly 15 characters), then the shape
 * (state code, PAN, entity number, 'Z', check character). Taken as typed: lowercase letters or
 * surrounding spaces fail; callers may upper-case and trim before judging.
 */
export const gstNumber: Rule = (value) => {
  if (isEmpty(value)) return true;
  const text = textOf(value);
  if (text === undefined || charCount(text) !== GST_NUMBER_LENGTH) {
    return translate('gstLength', { n: GST_NUMBER_LENGTH });
  }
  return GSTIN.test(text) ? true : translate('gstFormat');
};

/** NPCI's form of a virtual payment address: a handle (letters, digits, '.', '-', '_'), '@', the bank's letters. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** A UPI ID (virtual payment address) such as `asha.rao@okaxis`, optional: name@bank, no spaces. */
export const upiId: Rule = textRule(
  (text) => UPI_ID.test(text),
  () => translate('upiId'),
);

/** A second-factor code as staff type it: 6 digits from an authenticator app (a space in the middle allowed), or a recovery code (xxxxx-xxxxx). */
export const secondFactorCode: Rule = textRule(
  (text) => /^\s*(\d{3} ?\d{3}|[a-z0-9]{5}-?[a-z0-9]{5})\s*$/i.test(text),
  () => translate('secondFactorCode'),
);
