import { SandboxError } from './model.js';

/** One part of a multipart/form-data body: a field (`filename` undefined) or a file. */
export interface FormPart {
  readonly name: string;
  /** Present for a file part (even empty), absent for a plain field. */
  readonly filename?: string;
  /**
   * The part's Content-Type as the File of the WHATWG form reader has it: lower case, '' when it is not printable
   * ASCII, text/plain when the part has none.
   */
  readonly contentType: string;
  /** The part's bytes: a view of the request body, not a copy. */
  readonly data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** What Discord answers to a body it cannot read as a form. */
function invalidForm(why: string): SandboxError {
  return new SandboxError(400, 50035, 'Invalid Form Body', { _errors: [{ code: 'BASE_TYPE_INVALID', message: why }] });
}

/** The boundary parameter of a multipart/form-data Content-Type, quoted or not. */
function boundaryOf(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary || boundary.length > 70) throw invalidForm('The multipart body has no valid boundary.');
  return boundary;
}

/**
 * A quoted parameter of a Content-Disposition header (`name`, `filename`), read as the WHATWG form reader reads it
 * (the form writers of fetch and undici, which discord.js uses, quote every name and write a quote, CR and LF in it
 * as %22, %0D and %0A; nothing else is escaped).
 */
function parameter(disposition: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}="([^"\\r\\n]*)"`, 'i').exec(disposition);
  return match?.[1]!.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

/**
 * Reads a multipart/form-data body (RFC 7578) into its parts, in order, without copying the file bytes: the
 * sandbox reads every picture a bot uploads, and a general form reader (undici's `Request.formData()`, used
 * before) turned each into Blobs and copies, several milliseconds and most of the sandbox's garbage a picture.
 * A body that is not a well-formed form is refused as Discord refuses it (400, Invalid Form Body).
 */
export function parseMultipart(contentType: string, body: Buffer): FormPart[] {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  // The first delimiter starts the body or follows a preamble's CRLF; every later one follows a CRLF.
  let at = body.indexOf(delimiter);
  if (at < 0 || (at > 0 && (at < 2 || body[at - 2] !== 0x0d || body[at - 1] !== 0x0a)))
    throw invalidForm('The multipart body does not start with its boundary.');
  const next = Buffer.concat([CRLF, delimiter]);
  const parts: FormPart[] = [];
  for (;;) {
    at += delimiter.length;
    // "--" after a delimiter closes the body; otherwise a CRLF opens a part (transport padding is not written by
    // any form writer a bot uses, and is refused).
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return parts;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a)
      throw invalidForm('A multipart boundary is not followed by a line end.');
    const headersStart = at + 2;
    const headersEnd = body.indexOf(HEADERS_END, headersStart);
    // A part with no headers has its blank line at once.
    const blank = body[headersStart] === 0x0d && body[headersStart + 1] === 0x0a;
    if (!blank && headersEnd < 0) throw invalidForm('A multipart part has no end to its headers.');
    const dataStart = blank ? headersStart + 2 : headersEnd + 4;
    const end = body.indexOf(next, dataStart);
    if (end < 0) throw invalidForm('The multipart body is not closed by its boundary.');
    let disposition = '';
    let type = 'text/plain';
    if (!blank) {
      for (const line of body.toString('utf8', headersStart, headersEnd).split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon < 0) throw invalidForm('A multipart part has a malformed header.');
        const key = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (key === 'content-disposition') disposition = value;
        else if (key === 'content-type') type = /^[\x20-\x7e]*$/.test(value) ? value.toLowerCase() : '';
      }
    }
    if (!/^form-data\s*(;|$)/i.test(disposition)) throw invalidForm('A multipart part is not form data.');
    const name = parameter(disposition, 'name');
    if (name === undefined) throw invalidForm('A multipart part has no name.');
    const filename = parameter(disposition, 'filename');
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      contentType: type,
      data: body.subarray(dataStart, end),
    });
    at = end + 2;
  }
}
