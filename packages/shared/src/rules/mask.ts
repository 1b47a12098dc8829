/**
 * A personal ID number (身份证号) shown back to its owner: region code and last four kept, the birth date
 * and sequence starred, `330106********0021`, as banks and the tax app print it. The page that lists
 * licences is opened on shared shop computers; the full number stays with the scan and the reviewer.
 */
export function maskIdNumber(value: string): string {
  const id = value.trim();
  // 15- and 18-digit numbers (and anything as long): 6 + stars + 4.
  if (id.length >= 11) return id.slice(0, 6) + '*'.repeat(id.length - 10) + id.slice(-4);
  // Something shorter is no ID number the format knows: keep a quarter at the end, no more.
  const kept = Math.floor(id.length / 4);
  return '*'.repeat(id.length - kept) + id.slice(id.length - kept);
}

/**
 * A buyer's name in a public list (the lottery's latest winners): the first character and the last kept,
 * the middle starred (at least two stars, so the length does not tell), `杭**药房` → `杭***房`.
 */
export function maskName(value: string): string {
  const name = [...value.trim()];
  if (name.length === 0) return '***';
  if (name.length <= 2) return `${name[0]}**`;
  return `${name[0]}${'*'.repeat(Math.max(2, name.length - 2))}${name[name.length - 1]}`;
}
