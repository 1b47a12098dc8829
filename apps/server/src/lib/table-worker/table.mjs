// @ts-check
/**
 * What one table may hold, and what the messages call it (采购单 for a buyer's list, 表格 for a staff import).
 * @typedef {{ lines: number, columns: number, cellLength: number, noun: string }} TableLimits
 * @typedef {{ table: unknown[][] } | { error: string }} TableResult
 */

/** @param {TableLimits} limits */
export const tooManyLines = (limits) => `${limits.noun}最多 ${limits.lines} 行（含空行和标题行），请分批导入`;
/** @param {TableLimits} limits */
export const tooManyColumns = (limits) => `${limits.noun}最多 ${limits.columns} 列，请删除多余的列后再上传`;
/** @param {TableLimits} limits @param {number} [line] the line, when known (a shared string belongs to no line) */
export const cellTooLong = (limits, line) =>
  `${line ? `第 ${line} 行` : ''}有单元格超过 ${limits.cellLength} 个字，请精简后再上传`;

/**
 * The table as read, or the first limit it breaks: lines (blank and title lines count), columns up to
 * the last one holding something (trailing empty cells a spreadsheet pads with do not count), and
 * characters in one cell.
 * @param {unknown[][]} table
 * @param {TableLimits} limits
 * @returns {TableResult}
 */
export function checkTable(table, limits) {
  if (table.length > limits.lines) return { error: tooManyLines(limits) };
  for (let i = 0; i < table.length; i++) {
    const cells = table[i] ?? [];
    let used = 0;
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      const text = cell == null ? '' : String(cell);
      if (text.length > limits.cellLength) return { error: cellTooLong(limits, i + 1) };
      if (text.trim() !== '') used = c + 1;
    }
    if (used > limits.columns) return { error: tooManyColumns(limits) };
  }
  return { table };
}
