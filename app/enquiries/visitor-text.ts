/**
 * A visitor's text, written once: which characters the enquiry's fields take
 * (schema.ts) and how every place staff read it shows it (the staff e-mail,
 * the digest, the CSV export, the enquiries tool). A visitor's line
 * never passes for one the site wrote, a visitor's bytes never drive a staff
 * member's terminal, and nothing a client sends fails to be stored.
 * Plain code, no validator: the browser's share of the schema imports it.
 */

/**
 * Unicode's mandatory line breaks (UAX #14 classes BK, CR, LF, NL): CRLF, LF,
 * CR, VT, FF, NEL (U+0085), LINE SEPARATOR and PARAGRAPH SEPARATOR. A mail
 * reader, an editor, a spreadsheet or a terminal may start a new line at any of them.
 */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * Refused in a one-line field (a name, a city, an e-mail address): every control character (C0, DEL, C1 with NUL and
 * NEL), the line and paragraph separators, the bidi overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069:
 * no name needs one, and they make text read in an order other than it is stored), and half of a surrogate pair
 * (not text; a database would store a replacement character instead). The bidi marks (U+200E, U+200F, U+061C) stay:
 * a name mixing scripts may need one, and they reorder nothing around them.
 */
export const SINGLE_LINE_REFUSED = /[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * Invisible format characters (Unicode category Cf) refused in a one-line field: the zero-width space (U+200B), the
 * word joiner and invisible operators (U+2060–U+2064), the byte-order mark (U+FEFF), the soft hyphen, tags and the
 * rest. They draw nothing, so "Eve" and "E\u200Bve" read the same in the staff list yet are different names. Kept
 * where real text needs them: the zero-width non-joiner and joiner (U+200C, U+200D) after a letter outside ASCII
 * (Persian and Indic names, emoji sequences; between ASCII letters they change nothing visible, so there they are
 * refused), and the bidi marks (U+200E, U+200F, U+061C), as above. The bidi overrides and isolates are Cf too, and
 * refused by SINGLE_LINE_REFUSED.
 */
export const SINGLE_LINE_INVISIBLE = /(?![\u200c-\u200f\u061c])\p{Cf}|(?<![^\0-\x7f])[\u200c\u200d]/u;

/**
 * Refused in a multi-line field once its line breaks are line feeds (oneKindOfLineBreak): every control character
 * but tab and line feed, and half of a surrogate pair. Bidi controls stay: right-to-left text pasted from a word
 * processor carries them, and every place staff read a message shows it indented under its label or escaped.
 */
export const MULTI_LINE_REFUSED = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

/**
 * A multi-line field's text with every line break (LINE_BREAKS) written as a line feed: the visitor's lines are kept
 * as lines whichever break their browser or keyboard made, and a CRLF counts as one character against the limit.
 */
export function oneKindOfLineBreak(text: string): string {
  return text.replace(LINE_BREAKS, "\n");
}

/** Whether the text holds a line break of any kind. */
export function hasLineBreak(text: string): boolean {
  return text.search(LINE_BREAKS) !== -1;
}

/**
 * Visitor text written under a label: each line after the first begins with `indent`, whatever line break ended the
 * one before, so none starts at the margin where the message's own lines are.
 */
export function indentLines(text: string, indent: string): string {
  return text.split(LINE_BREAKS).join(`\n${indent}`);
}

/** What a terminal acts on or reorders rather than shows: controls, line and paragraph separators, bidi controls. */
const UNPRINTABLE = /[\p{Cc}\p{Bidi_Control}\u2028\u2029]/gu;
/** The same, less C0 controls, which JSON.stringify escapes itself: its line feeds are the layout's. */
const UNPRINTABLE_IN_JSON = /[\u007f-\u009f\p{Bidi_Control}\u2028\u2029]/gu;

const hex = (char: string, digits: number) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(digits, "0");

/** One line of text for a terminal: each such character as a visible escape ("Eve\u{202E}"), line breaks included. */
export function forTerminal(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u{${hex(char, 1)}}`);
}

/** JSON for a terminal: each such character as JSON's own \u escape, so the output still parses to the same values. */
export function jsonForTerminal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNPRINTABLE_IN_JSON, (char) => `\\u${hex(char, 4).toLowerCase()}`);
}
