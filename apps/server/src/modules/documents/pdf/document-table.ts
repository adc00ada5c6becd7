import {
  bodySize,
  contentWidth,
  ensureSpace,
  inkColour,
  left,
  mutedColour,
  ruleColour,
  tintColour,
  usableHeight,
  type Doc,
} from './page-layout';
import type { TextOptions } from './text-lines';
import { textHeight, writeText } from './write-text';

export type Column = {
  header: string;
  /** A share of the content width; the shares need not add up to anything in particular. */
  weight: number;
  align?: 'left' | 'right';
};

export type TableRow = {
  cells: readonly string[];
  /** Smaller grey text, for details under a line such as its materials. */
  muted?: boolean;
  /** Stays on the same page as the row before it, and shares its separator. */
  keepWithPrevious?: boolean;
};

const cellPadding = 5;

/**
 * A table whose rows flow onto new pages, repeating the header there. A row and the rows kept
 * with it never split across pages; a cell taller than a whole page is cut with an ellipsis.
 */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly TableRow[]) {
  const x = left(doc);
  const width = contentWidth(doc);
  const totalWeight = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / totalWeight) * width);
  const offsets = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellStyle = (row: TableRow, i: number): TextOptions => ({
    size: row.muted ? 8.5 : 9.5,
    width: widths[i]! - 2 * cellPadding,
    align: columns[i]?.align ?? 'left',
  });
  const headerStyle = (i: number): TextOptions => ({
    size: 9,
    bold: true,
    width: widths[i]! - 2 * cellPadding,
    align: columns[i]?.align ?? 'left',
  });

  const rowHeight = (row: TableRow) => {
    const heights = row.cells.map((cell, i) => textHeight(doc, cell, cellStyle(row, i)));
    doc.font('Helvetica').fontSize(row.muted ? 8.5 : 9.5);
    const content = Math.max(...heights, doc.currentLineHeight());
    const cap = usableHeight(doc) - headerHeight() - 2 * cellPadding;
    return Math.min(content, cap) + (row.muted ? cellPadding : 2 * cellPadding);
  };
  const headerHeight = () => {
    const heights = columns.map((c, i) => textHeight(doc, c.header, headerStyle(i)));
    return Math.max(...heights) + 2 * cellPadding;
  };
  const drawHeaderRow = () => {
    const height = headerHeight();
    const y = doc.y;
    doc.rect(x, y, width, height).fill(tintColour);
    doc.fillColor(inkColour);
    columns.forEach((c, i) => {
      writeText(doc, c.header, offsets[i]! + cellPadding, y + cellPadding, headerStyle(i));
    });
    doc.y = y + height;
  };
  const drawRow = (row: TableRow, height: number) => {
    const y = doc.y;
    const top = row.muted ? 0 : cellPadding;
    doc.fillColor(row.muted ? mutedColour : inkColour);
    row.cells.forEach((cell, i) => {
      writeText(doc, cell, offsets[i]! + cellPadding, y + top, {
        ...cellStyle(row, i),
        height: height - top - cellPadding,
      });
    });
    doc.y = y + height;
  };
  const separator = () => {
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(ruleColour)
      .stroke();
  };

  // Rows travel in groups: a row and those kept with it.
  const groups: TableRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.keepWithPrevious && last) {
      last.push(row);
    } else {
      groups.push([row]);
    }
  }

  ensureSpace(doc, headerHeight() + (groups[0] ? rowHeight(groups[0][0]!) : 0));
  drawHeaderRow();
  for (const group of groups) {
    const heights = group.map(rowHeight);
    const total = heights.reduce((a, b) => a + b, 0);
    // A group taller than a page is let through row by row rather than never fitting.
    const keepWhole = total <= usableHeight(doc) - headerHeight();
    group.forEach((row, i) => {
      const needed = keepWhole ? (i === 0 ? total : 0) : heights[i]!;
      if (ensureSpace(doc, needed)) {
        drawHeaderRow();
      }
      drawRow(row, heights[i]!);
    });
    separator();
  }
  doc.x = x;
  doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
}
