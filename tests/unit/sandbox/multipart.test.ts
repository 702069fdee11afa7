import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SandboxError } from '../../../src/sandbox/model.js';
import { parseMultipart } from '../../../src/sandbox/multipart.js';

/** A form as fetch's FormData writes it (the writer discord.js's REST client uses): its Content-Type and bytes. */
async function written(entries: readonly Entry[]): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  for (const e of entries) {
    if (e.file) form.append(e.name, new Blob([e.data], { type: e.type }), e.filename);
    else form.append(e.name, e.text);
  }
  const response = new Response(form);
  return { contentType: response.headers.get('content-type')!, body: Buffer.from(await response.arrayBuffer()) };
}

/** The same body read by the WHATWG form reader (undici's), as the sandbox read it before. */
async function readByUndici(contentType: string, body: Buffer) {
  const form = await new Request('http://sandbox/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).formData();
  const out = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.push({ name, text: value });
    else out.push({ name, filename: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return out;
}

function readByOurs(contentType: string, body: Buffer) {
  return parseMultipart(contentType, body).map((part) =>
    part.filename === undefined
      ? { name: part.name, text: part.data.toString('utf8') }
      : { name: part.name, filename: part.filename, type: part.contentType, data: Buffer.from(part.data) },
  );
}

type Entry =
  | { file: false; name: string; text: string }
  | { file: true; name: string; filename: string; type: string; data: Uint8Array };

// Names and filenames with what a writer must escape (quotes, CR, LF), '%' and non-ASCII; bytes that look like a
// boundary's start ("\r\n--").
const text = fc.string({ unit: fc.constantFrom('a', 'Z', '"', '\r', '\n', '%', '-', ' ', ';', 'è', '🎲', '[', '0') });
const entry: fc.Arbitrary<Entry> = fc.oneof(
  fc.record({ file: fc.constant(false as const), name: text, text }),
  fc.record({
    file: fc.constant(true as const),
    name: text,
    filename: text,
    type: fc.constantFrom('image/png', 'IMAGE/PNG', 'text/plain;charset=utf-8', ''),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.constant(Buffer.from('\r\n--\r\n----formdata\r\n')),
      fc.constant(new Uint8Array(0)),
    ),
  }),
);

function refusal(contentType: string, body: string | Buffer): unknown {
  try {
    parseMultipart(contentType, Buffer.from(body));
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the sandbox reads a multipart form', () => {
  it('as the WHATWG form reader does, for any form fetch writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 6 }), async (entries) => {
        const { contentType, body } = await written(entries);
        expect(readByOurs(contentType, body)).toEqual(await readByUndici(contentType, body));
      }),
      { numRuns: 300 },
    );
  });

  it('a picture upload as discord.js sends it: payload_json and files[0], the bytes a view of the body', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x2d, 0x2d]);
    const { contentType, body } = await written([
      { file: false, name: 'payload_json', text: '{"attachments":[{"id":0,"description":"map"}]}' },
      { file: true, name: 'files[0]', filename: 'map.png', type: 'image/png', data: png },
    ]);
    const parts = parseMultipart(contentType, body);
    expect(parts.map((p) => [p.name, p.filename, p.contentType])).toEqual([
      ['payload_json', undefined, 'text/plain'],
      ['files[0]', 'map.png', 'image/png'],
    ]);
    expect(Buffer.compare(parts[1]!.data, png)).toBe(0);
    expect(parts[1]!.data.buffer).toBe(body.buffer);
  });

  it('a quoted boundary in the Content-Type', () => {
    const body = '--a b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue\r\n--a b--\r\n';
    const parts = parseMultipart('multipart/form-data; boundary="a b"', Buffer.from(body));
    expect(parts.map((p) => [p.name, p.data.toString()])).toEqual([['x', 'value']]);
  });

  it('a file part written by another client: its type as a File would have it, as the WHATWG reader reads it', async () => {
    const contentType = 'multipart/form-data; boundary=b';
    for (const type of ['Image/PNG', 'image/p\u00e9ng', '']) {
      const body = Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="files[0]"; filename="m.png"\r\n` +
          (type ? `Content-Type: ${type}\r\n` : '') +
          `\r\nPNG\r\n--b--\r\n`,
      );
      const ours = readByOurs(contentType, body);
      expect(ours).toEqual(await readByUndici(contentType, body));
      expect(ours[0]).toMatchObject({ type: { 'Image/PNG': 'image/png', '': 'text/plain' }[type] ?? '' });
    }
  });

  const bad: [string, string, string][] = [
    ['no boundary in the Content-Type', 'multipart/form-data', '--b\r\n\r\n--b--'],
    ['a body that does not start with its boundary', 'multipart/form-data; boundary=b', 'junk'],
    [
      'a body never closed',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue',
    ],
    [
      'a part with no name',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--',
    ],
    [
      'a part that is not form data',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: attachment; name="x"\r\n\r\nv\r\n--b--',
    ],
    ['a header with no colon', 'multipart/form-data; boundary=b', '--b\r\nnonsense\r\n\r\nv\r\n--b--'],
    ['a boundary followed by neither a line end nor "--"', 'multipart/form-data; boundary=b', '--bx\r\n\r\nv\r\n--b--'],
  ];
  for (const [what, contentType, body] of bad) {
    it(`refuses ${what} as Discord does (400, Invalid Form Body), as the WHATWG reader refuses it`, async () => {
      const error = refusal(contentType, body);
      expect(error).toBeInstanceOf(SandboxError);
      expect([(error as SandboxError).status, (error as SandboxError).code]).toEqual([400, 50035]);
      await expect(readByUndici(contentType, Buffer.from(body))).rejects.toThrow();
    });
  }
});
