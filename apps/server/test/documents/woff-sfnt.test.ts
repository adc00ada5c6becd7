import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawHere } from '../../src/modules/documents/pdf/drawings';
import { muktaFiles, muktaFonts } from '../../src/modules/documents/pdf/script-fonts';
import { sfntOfWoff } from '../../src/modules/documents/pdf/woff-sfnt';
import { hindiQuotation, read } from './pdf-read';

// Mukta's WOFF files unpacked once into the TrueType fonts they wrap (woff-sfnt.ts): the same
// font as fontkit reads from the WOFF itself, table for table.

/** A WOFF 1.0 file of the given tables, each compressed when that makes it smaller. */
function woffOf(flavor: number, tables: { tag: string; data: Buffer }[]): Buffer {
  const stored = tables.map((t) => {
    const packed = deflateSync(t.data);
    return { ...t, bytes: packed.length < t.data.length ? packed : t.data };
  });
  const padded = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  const header = Buffer.alloc(44 + 20 * tables.length);
  header.writeUInt32BE(0x774f4646, 0);
  header.writeUInt32BE(flavor, 4);
  header.writeUInt16BE(tables.length, 12);
  let offset = header.length;
  stored.forEach((t, i) => {
    const at = 44 + 20 * i;
    header.write(t.tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 4);
    header.writeUInt32BE(t.bytes.length, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    header.writeUInt32BE(i + 1, at + 16);
    offset += padded(t.bytes).length;
  });
  header.writeUInt32BE(offset, 8);
  return Buffer.concat([header, ...stored.map((t) => padded(t.bytes))]);
}

describe('a WOFF font unpacked', () => {
  it('lays out its tables as an SFNT: aligned, in order, compressed or not', () => {
    const big = Buffer.alloc(301, 7); // compresses: stored deflated
    const small = Buffer.from([1, 2, 3, 4, 5]); // does not: stored as it is
    const sfnt = sfntOfWoff(
      woffOf(0x00010000, [
        { tag: 'cmap', data: big },
        { tag: 'head', data: small },
        { tag: 'name', data: Buffer.from([9]) },
      ]),
    );
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(3);
    // Three tables: searchRange 2 × 16, entrySelector 1, rangeShift 3 × 16 - 32.
    expect([sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)]).toEqual([
      32, 1, 16,
    ]);
    const records = [0, 1, 2].map((i) => ({
      tag: sfnt.toString('latin1', 12 + 16 * i, 16 + 16 * i),
      checksum: sfnt.readUInt32BE(16 + 16 * i),
      offset: sfnt.readUInt32BE(20 + 16 * i),
      length: sfnt.readUInt32BE(24 + 16 * i),
    }));
    expect(records.map((r) => [r.tag, r.checksum, r.length])).toEqual([
      ['cmap', 1, 301],
      ['head', 2, 5],
      ['name', 3, 1],
    ]);
    expect(records.map((r) => r.offset)).toEqual([60, 364, 372]);
    expect(sfnt.subarray(60, 361)).toEqual(big);
    expect(sfnt.subarray(364, 369)).toEqual(small);
    expect(sfnt[372]).toBe(9);
    expect(sfnt.length).toBe(376);
  });

  it('refuses what is not a WOFF 1.0 file, or one cut short or made to unpack too far', () => {
    expect(() =>
      sfntOfWoff(Buffer.from('wOF2 and more than forty-four bytes of something')),
    ).toThrow('not a WOFF 1.0 font');
    const whole = woffOf(0x00010000, [{ tag: 'cmap', data: Buffer.alloc(300, 7) }]);
    const cut = Buffer.from(whole.subarray(0, whole.length - 10));
    cut.writeUInt32BE(cut.length, 8);
    expect(() => sfntOfWoff(cut)).toThrow('cut short');
    // The header says another length than the file's.
    expect(() => sfntOfWoff(whole.subarray(0, whole.length - 4))).toThrow('header');
    // No tables, or more than the file can hold.
    for (const numTables of [0, 3, 4096]) {
      const wrong = Buffer.from(whole);
      wrong.writeUInt16BE(numTables, 12);
      expect(() => sfntOfWoff(wrong), `${numTables} tables`).toThrow('header');
    }
    // A table that unpacks to more than its stated length.
    const long = Buffer.from(whole);
    long.writeUInt32BE(200, 44 + 12);
    expect(() => sfntOfWoff(long)).toThrow('does not unpack to its length');
  });

  it('is the font fontkit reads from the WOFF, glyph for glyph', () => {
    for (const file of [muktaFiles.regular, muktaFiles.bold]) {
      const woff = readFileSync(file);
      const fromWoff = create(woff) as Font;
      const unpacked = create(sfntOfWoff(woff)) as Font;
      expect(fromWoff.type).toBe('WOFF');
      expect(unpacked.type).toBe('TTF');
      expect(unpacked.postscriptName).toBe(fromWoff.postscriptName);
      expect(unpacked.numGlyphs).toBe(fromWoff.numGlyphs);
      const shaped = (font: Font) =>
        font.layout('श्री गणेश हरियाली ₹').glyphs.map((g) => [g.id, g.advanceWidth, g.path.toSVG()]);
      expect(shaped(unpacked)).toEqual(shaped(fromWoff));
    }
  });

  it('is unpacked and parsed once a process', () => {
    expect(muktaFonts()).toBe(muktaFonts());
    expect(muktaFonts().regular.type).toBe('TTF');
  });
});

describe('a quotation in Hindi', () => {
  const quotation = (service: string, customer: string) =>
    drawHere(hindiQuotation(8, service, customer));
  const draw = () => quotation('लॉन की तैयारी और पौधों की रोपाई', 'सुनीता देवी');

  it('is drawn the same whatever other documents were drawn before it', async () => {
    // The first drawing of this process, then others with other words, conjuncts and marks.
    const first = await draw();
    await quotation('क्यारी, ड्रिप सिंचाई और श्रृंगार ₹', 'क्षितिज त्रिपाठी');
    await quotation('छत पर बग़ीचा, ज्ञान और ह्रदय', 'ऋतु शर्मा');
    expect((await draw()).equals(first)).toBe(true);
  });

  it('costs milliseconds of CPU, and each drawing the same bytes', async () => {
    const first = await draw();
    await draw();
    const before = process.cpuUsage();
    const drawn = [];
    for (let i = 0; i < 5; i += 1) {
      drawn.push(await draw());
    }
    const { user, system } = process.cpuUsage(before);
    // 8-9 ms a drawing here; 157 ms when each document read the WOFF files anew
    // (docs/performance.md, "Documents in Devanagari").
    expect((user + system) / 5 / 1000).toBeLessThan(50);
    for (const pdf of drawn) {
      expect(pdf.equals(first)).toBe(true);
    }
    expect((await read(first)).text).toContain('सुनीता देवी');
  });
});
