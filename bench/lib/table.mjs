// A plain text table, columns padded to their widest cell.
const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  console.log(line(headers, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row, widths));
  console.log('');
}
