import type { Doc } from './page-layout';
import { fontName, runsOf, type Run } from './script-fonts';

// Line breaking for text with Devanagari, which writeText (write-text.ts) lays out itself rather
// than leaving it to pdfkit: each line is a list of runs, each run in one font.

export type TextOptions = {
  size: number;
  bold?: boolean;
  width: number;
  align?: 'left' | 'right';
  /** At most this high: the text is cut with '…' at the last line that fits. */
  height?: number;
  /** A single line, never wrapped. */
  lineBreak?: false;
};

export type Line = Run[];

export function runWidth(doc: Doc, run: Run, options: TextOptions): number {
  return doc
    .font(fontName(run.mukta, options.bold ?? false))
    .fontSize(options.size)
    .widthOfString(run.text);
}

/** Appends `runs` to `line`, merging runs in the same font so each is shaped and drawn whole. */
function append(line: Line, runs: readonly Run[]) {
  for (const run of runs) {
    const last = line.at(-1);
    if (last?.mukta === run.mukta) {
      line[line.length - 1] = { text: last.text + run.text, mukta: run.mukta };
    } else {
      line.push({ ...run });
    }
  }
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * Breaks text into lines at spaces and line breaks, like pdfkit; a word wider than a whole line
 * is broken between letters (grapheme clusters, so a syllable keeps its marks). The space between
 * two Devanagari words is Mukta's, so the two are one run; any other space is Helvetica's.
 */
export function layoutLines(doc: Doc, text: string, options: TextOptions): Line[] {
  const limit = options.lineBreak === false ? Infinity : options.width;
  const lines: Line[] = [];
  for (const paragraph of text.replace(/\r/g, '').replace(/\t/g, ' ').split('\n')) {
    let line: Line = [];
    let lineWidth = 0;
    const place = (space: string, runs: Run[], width: number) => {
      const last = line.at(-1);
      const gap: Run = { text: space, mukta: Boolean(last?.mukta && runs[0]?.mukta) };
      const gapWidth = last && space ? runWidth(doc, gap, options) : 0;
      if (last && lineWidth + gapWidth + width > limit) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      } else if (last && space) {
        append(line, [gap]);
        lineWidth += gapWidth;
      }
      append(line, runs);
      lineWidth += width;
    };
    for (const [, space = '', word = ''] of paragraph.matchAll(/( *)([^ ]+)/g)) {
      const runs = runsOf(word);
      const width = runs.reduce((sum, run) => sum + runWidth(doc, run, options), 0);
      if (width <= limit) {
        place(space, runs, width);
        continue;
      }
      // Too wide for any line: as many letters to a line as fit, at least one.
      let chunk: Run[] = [];
      let chunkWidth = 0;
      let chunkSpace = space;
      for (const { segment } of graphemes.segment(word)) {
        const letter = runsOf(segment);
        const letterWidth = letter.reduce((sum, run) => sum + runWidth(doc, run, options), 0);
        if (chunk.length > 0 && chunkWidth + letterWidth > limit) {
          place(chunkSpace, chunk, chunkWidth);
          chunk = [];
          chunkWidth = 0;
          chunkSpace = '';
        }
        append(chunk, letter);
        chunkWidth += letterWidth;
      }
      place(chunkSpace, chunk, chunkWidth);
    }
    lines.push(line);
  }
  return lines;
}

/** `line` ending in '…', shortened a letter at a time until it fits. */
export function withEllipsis(doc: Doc, line: Line, options: TextOptions): Line {
  const ellipsis: Run = { text: '…', mukta: false };
  const runs = line.map((run) => ({ ...run }));
  const width = () =>
    [...runs, ellipsis].reduce((sum, run) => sum + runWidth(doc, run, options), 0);
  const trimEnd = () => {
    while (runs.length > 0) {
      const last = runs.at(-1)!;
      last.text = last.text.replace(/\s+$/u, '');
      if (last.text !== '') {
        return;
      }
      runs.pop();
    }
  };
  trimEnd();
  while (runs.length > 0 && width() > options.width) {
    const last = runs.at(-1)!;
    const letters = [...graphemes.segment(last.text)];
    last.text = letters
      .slice(0, -1)
      .map((s) => s.segment)
      .join('');
    trimEnd();
  }
  const out: Line = [];
  append(out, [...runs, ellipsis]);
  return out;
}
