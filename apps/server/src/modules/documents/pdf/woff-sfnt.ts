import { inflateSync } from 'node:zlib';

// Mukta comes as WOFF (Fontsource ships no TrueType files), and fontkit, which pdfkit lays out and
// subsets fonts with, reads a WOFF table by inflating the whole table again, in JavaScript, on
// every read: each new glyph of a Devanagari document inflated the glyph table again, and a
// quotation with Hindi text cost some 160 ms of CPU, three quarters of it in that inflating
// (docs/performance.md, "Documents in Devanagari"). So the files are unpacked once, with Node's
// zlib, into the TrueType font they wrap, which fontkit reads in place.
//
// The format is W3C's WOFF 1.0 (https://www.w3.org/TR/WOFF/): a 44-byte header, a directory of
// 20 bytes a table (tag, offset, compressed length, original length, checksum), and each table
// zlib-compressed unless that would not make it smaller. The font it wraps is an SFNT: a 12-byte
// offset table, 16 bytes a table (tag, checksum, offset, length), the tables 4-byte aligned.

const woffSignature = 0x774f4646; // 'wOFF'
const headerSize = 44;
const entrySize = 20;

type Table = { tag: number; checksum: number; offset: number; data: Buffer };

/** The TrueType/OpenType font a WOFF 1.0 file wraps; throws on anything else. */
export function sfntOfWoff(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.length < headerSize || src.readUInt32BE(0) !== woffSignature) {
    throw new Error('not a WOFF 1.0 font');
  }
  const numTables = src.readUInt16BE(12);
  // The header's length is the file's, and its directory fits in it (an SFNT has 1-4095 tables:
  // its searchRange is 16 bits).
  if (
    src.readUInt32BE(8) !== src.length ||
    numTables < 1 ||
    numTables >= 4096 ||
    headerSize + numTables * entrySize > src.length
  ) {
    throw new Error('a WOFF font whose header does not match its file');
  }
  const tables: Table[] = Array.from({ length: numTables }, (_, i) => {
    const at = headerSize + i * entrySize;
    const offset = src.readUInt32BE(at + 4);
    const compLength = src.readUInt32BE(at + 8);
    const origLength = src.readUInt32BE(at + 12);
    const stored = src.subarray(offset, offset + compLength);
    const data = stored.length === compLength ? unpacked(stored, origLength) : undefined;
    if (data?.length !== origLength) {
      throw new Error('a WOFF table is cut short or does not unpack to its length');
    }
    return { tag: src.readUInt32BE(at), checksum: src.readUInt32BE(at + 16), offset, data };
  });
  return sfntOf(src.readUInt32BE(4), tables);
}

/** The SFNT of the tables: the directory in the WOFF's (tag) order. */
function sfntOf(flavor: number, tables: Table[]): Buffer {
  const directorySize = 12 + tables.length * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), directorySize);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(tables.length * 16 - power * 16, 10);
  // The data in the order the WOFF keeps it, as the font it was made from most likely had it.
  const placed = new Map<Table, number>();
  let offset = directorySize;
  for (const t of [...tables].sort((a, b) => a.offset - b.offset)) {
    placed.set(t, offset);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  }
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(placed.get(t)!, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
  });
  return out;
}

// A table is stored compressed only when that made it smaller, and unpacks to its stated length:
// never more, however it was made.
function unpacked(stored: Buffer, origLength: number): Buffer | undefined {
  if (stored.length >= origLength) {
    return stored;
  }
  try {
    return inflateSync(stored, { maxOutputLength: origLength });
  } catch {
    return undefined;
  }
}
