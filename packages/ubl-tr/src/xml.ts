// A small XML writer: UBL documents are written as strings, element by element, because a
// 1,250-line invoice must be built in milliseconds and its layout is fixed by the schema anyway.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeXml = (text: string): string =>
  // Characters XML 1.0 cannot carry at all (control characters) are dropped, not escaped.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);

type Attributes = Record<string, string | undefined>;

const attributesOf = (attributes?: Attributes): string =>
  attributes
    ? Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeXml(value!)}"`)
        .join('')
    : '';

/** An element with text; nothing when the text is empty or missing (UBL has no empty elements). */
export const text = (
  name: string,
  value: string | number | undefined | null,
  attributes?: Attributes,
): string =>
  value === undefined || value === null || value === ''
    ? ''
    : `<${name}${attributesOf(attributes)}>${escapeXml(String(value))}</${name}>`;

/**
 * An element holding others; nothing when they are all empty. Each child starts a line of its own,
 * so a schema error's line number tells which element it is about.
 */
export const group = (name: string, ...children: (string | false | undefined | null)[]): string => {
  const inner = children.filter(Boolean).join('\n');
  return inner ? `<${name}>\n${inner}\n</${name}>` : '';
};
