import { escapeHtml } from './html.js';

/** A link of a mail: `label: url` in the text, `linkText` as the anchor in the HTML. */
export interface MailLink {
  url: string;
  label: string;
  linkText: string;
}

/** One block of a mail's body, in reading order. */
export type MailBlock =
  /** A paragraph; `muted` ones (a footnote) are grey in the HTML. */
  | { text: string; muted?: boolean }
  /** A table of label and value, e.g. a booking's store, date and party. */
  | { details: readonly (readonly [string, string])[] }
  /** A bulleted list. */
  | { list: readonly string[] }
  /** A code the reader types in (an e-mail verification code), set large in the HTML. */
  | { code: string; label: string }
  | { link: MailLink };

const SIGN_OFF = '식탁 드림';

function textOf(block: MailBlock): string {
  if ('text' in block) return block.text;
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('code' in block) return `${block.label}: ${block.code}`;
  return `${block.link.label}: ${block.link.url}`;
}

function htmlOf(block: MailBlock): string {
  if ('text' in block) {
    return block.muted ? `<p style="color:#666">${escapeHtml(block.text)}</p>` : `<p>${escapeHtml(block.text)}</p>`;
  }
  if ('details' in block) {
    // pre-line: a value typed over several lines (a diner's note to the store) keeps its line breaks.
    const rows = block.details.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#666">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    );
    return `<table style="border-collapse:collapse">${rows.join('')}</table>`;
  }
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('code' in block) {
    return `<p>${escapeHtml(block.label)}: <strong style="font-size:20px;letter-spacing:4px">${escapeHtml(block.code)}</strong></p>`;
  }
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.linkText)}</a></p>`;
}

/**
 * The one layout of every mail the service sends (bookings, the waitlist, e-mail codes, the admin's and
 * the owner application's notices): the blocks in order and the sign-off, as plain text (blocks apart by
 * a blank line) and as HTML in one styled frame, every value escaped.
 */
export function mailLayout(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = [...blocks.map(textOf), SIGN_OFF].join('\n\n');
  const html = [
    '<div style="font-family:Pretendard,sans-serif;font-size:15px;line-height:1.6;color:#222">',
    ...blocks.map(htmlOf),
    `<p>${SIGN_OFF}</p>`,
    '</div>',
  ].join('');
  return { text, html };
}
