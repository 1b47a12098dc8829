import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn by PDFKit shows, for tests: PDFKit writes embedded (subset) fonts' text as glyph ids
 * in hex, so the words are read back through each font's ToUnicode map, as a PDF viewer's copy does.
 * Enough PDF for PDFKit's own output (numbered objects, Flate streams, Tf and TJ), not a general reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  // Object by object, reading a stream by its /Length: compressed font data may hold the bytes 'endobj'
  // or 'endstream' by chance, so searching for them would cut a stream short.
  const header = /(\d+) 0 obj/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const at = source.indexOf('stream', start);
    if (at < 0 || (end >= 0 && end < at)) {
      objects.set(Number(match[1]), { dict: source.slice(start, end), stream: null });
      continue;
    }
    const dict = source.slice(start, at);
    const from = at + 'stream'.length + (source.startsWith('\r\n', at + 6) ? 2 : 1);
    // PDFKit writes a direct /Length; an indirect one (n 0 R) falls back to the endstream keyword.
    const direct = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
    const length = direct ? Number(direct) : source.indexOf('endstream', from) - from;
    const data = Buffer.from(source.slice(from, from + length), 'latin1');
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(data).toString('latin1') : data.toString('latin1');
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = source.indexOf('endobj', from + length);
  }
  // Font resource names (/F1 …) → their glyph-id → text maps.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const [, name, ref] of fonts.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const unicodeRef = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : null;
      if (cmap) maps.set(name!, readCmap(cmap));
    }
  }
  const text: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (
      !stream ||
      /\/Length1|\/Subtype\s*\/(Image|CIDFontType0C|Type1C|OpenType)/.test(dict) ||
      stream.includes('begincmap')
    )
      continue;
    let font: Map<number, string> | undefined;
    for (const [, name, array, single] of stream.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g,
    )) {
      if (name) font = maps.get(name);
      const hexes = array ? [...array.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : single ? [single] : [];
      if (hexes.length && font) text.push(hexes.map((hex) => decode(hex, font!)).join(''));
    }
  }
  return text.join('\n');
}

function decode(hex: string, map: Map<number, string>): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 4) out += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return out;
}

const utf16 = (hex: string) => {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(from!, 16), utf16(to!));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const start = parseInt(lo!, 16);
      const end = parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((m, i) => map.set(start + i, utf16(m[1]!)));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(base + code - start));
      }
    }
  }
  return map;
}
