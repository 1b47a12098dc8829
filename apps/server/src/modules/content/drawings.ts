import { createHash } from 'node:crypto';

/**
 * Pictures the help centre and news draw from their own data, as the catalogue draws goods packaging:
 * a news cover from its title, each licence's scan from the configured licence (name, number, scope,
 * validity, the company and a seal), and the contact page's map around the company address.
 */
const FONT = "font-family='WenQuanYi Micro Hei, Noto Sans CJK SC, PingFang SC, Microsoft YaHei, sans-serif'";
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const COVER_COLOURS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#00838f', '#ef6c00'];

/** Text cut into lines of at most `width` characters (Chinese text has no spaces to break at). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width)
    lines.push(chars.slice(i, i + width).join(''));
  if (chars.length > width * maxLines)
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, width - 1).join('')}…`;
  return lines;
}

export function coverSvg(title: string, category: string): string {
  const colour = COVER_COLOURS[createHash('md5').update(title).digest()[0]! % COVER_COLOURS.length]!;
  const lines = wrap(title, 14, 3)
    .map(
      (line, i) =>
        `<text x='40' y='${130 + i * 44}' fill='#fff' font-size='32' font-weight='bold' ${FONT}>${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360' width='640' height='360'>
<defs><linearGradient id='c' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colour}'/><stop offset='1' stop-color='#263238'/></linearGradient></defs>
<rect width='640' height='360' fill='url(#c)'/>
<circle cx='560' cy='70' r='130' fill='#fff' fill-opacity='0.08'/><circle cx='600' cy='330' r='90' fill='#fff' fill-opacity='0.06'/>
<rect x='40' y='44' width='${category.length * 20 + 28}' height='36' rx='18' fill='#fff' fill-opacity='0.2'/>
<text x='54' y='69' fill='#fff' font-size='20' ${FONT}>${escapeXml(category)}</text>
${lines}
<text x='40' y='322' fill='#fff' fill-opacity='0.7' font-size='18' ${FONT}>康宁医药 · 资讯中心</text>
</svg>`;
}

export function licenceSvg(
  licence: { name: string; number: string; scope: string; validUntil: string },
  company: { name: string; address: string },
): string {
  const rows: [string, string][] = [
    ['企业名称', company.name],
    ['证书编号', licence.number],
    ['注册地址', company.address],
  ];
  const rowText = rows
    .map(
      ([label, value], i) =>
        `<text x='90' y='${250 + i * 46}' fill='#555' font-size='20' ${FONT}>${label}：</text><text x='200' y='${250 + i * 46}' fill='#222' font-size='20' ${FONT}>${escapeXml(value)}</text>`,
    )
    .join('');
  const scope = wrap(licence.scope || '—', 24, 4)
    .map((line, i) => `<text x='200' y='${388 + i * 32}' fill='#222' font-size='19' ${FONT}>${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 640' width='800' height='640'>
<rect width='800' height='640' fill='#fffdf5'/>
<rect x='24' y='24' width='752' height='592' fill='none' stroke='#b8860b' stroke-width='6'/>
<rect x='40' y='40' width='720' height='560' fill='none' stroke='#b8860b' stroke-width='1.5' stroke-dasharray='6 4'/>
<text x='400' y='120' text-anchor='middle' fill='#b71c1c' font-size='42' font-weight='bold' ${FONT}>${escapeXml(licence.name)}</text>
<text x='400' y='168' text-anchor='middle' fill='#8d6e63' font-size='18' ${FONT}>（副本）</text>
<line x1='90' y1='200' x2='710' y2='200' stroke='#d7ccc8'/>
${rowText}
<text x='90' y='388' fill='#555' font-size='20' ${FONT}>经营范围：</text>${scope}
<text x='90' y='540' fill='#555' font-size='20' ${FONT}>有效期至：</text><text x='200' y='540' fill='#222' font-size='20' ${FONT}>${escapeXml(licence.validUntil || '长期')}</text>
<g transform='translate(640 500)' fill='none' stroke='#d32f2f' stroke-opacity='0.85'>
<circle r='72' stroke-width='5'/><circle r='62' stroke-width='1.5'/>
<text y='12' text-anchor='middle' fill='#d32f2f' stroke='none' font-size='40' ${FONT}>★</text>
<text y='-28' text-anchor='middle' fill='#d32f2f' stroke='none' font-size='14' ${FONT}>发证机关</text>
<text y='44' text-anchor='middle' fill='#d32f2f' stroke='none' font-size='14' ${FONT}>审核专用章</text>
</g>
</svg>`;
}

export function mapSvg(company: { name: string; address: string }): string {
  const streets = [
    [0, 120, 900, 150],
    [0, 300, 900, 270],
    [180, 0, 210, 450],
    [520, 0, 490, 450],
    [720, 0, 760, 450],
  ]
    .map(([x1, y1, x2, y2]) => `<line x1='${x1}' y1='${y1}' x2='${x2}' y2='${y2}' stroke='#fff' stroke-width='14'/>`)
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 900 450' width='900' height='450'>
<rect width='900' height='450' fill='#eef1ea'/>
<path d='M0 40 C 200 10, 420 80, 900 20 L 900 0 L 0 0 Z' fill='#aed6f1'/>
<text x='620' y='30' fill='#3b6e99' font-size='16' ${FONT}>钱塘江</text>
<rect x='560' y='170' width='130' height='80' rx='6' fill='#c8e6c9'/><text x='588' y='216' fill='#4b7f52' font-size='15' ${FONT}>滨江公园</text>
<rect x='240' y='330' width='220' height='90' rx='6' fill='#dcdcdc'/>
${streets}
<text x='40' y='140' fill='#777' font-size='15' ${FONT}>江南大道</text>
<text x='40' y='292' fill='#777' font-size='15' ${FONT}>滨盛路</text>
<text x='222' y='420' fill='#777' font-size='15' ${FONT} transform='rotate(-86 222 420)'>长河路</text>
<g transform='translate(352 205)'>
<path d='M0 0 C -22 -30, -22 -58, 0 -58 C 22 -58, 22 -30, 0 0 Z' fill='#d32f2f'/><circle cy='-40' r='8' fill='#fff'/>
</g>
<rect x='380' y='110' width='${Math.max(company.address.length, company.name.length) * 17 + 40}' height='70' rx='8' fill='#fff' stroke='#d32f2f'/>
<text x='398' y='139' fill='#222' font-size='17' font-weight='bold' ${FONT}>${escapeXml(company.name)}</text>
<text x='398' y='164' fill='#555' font-size='15' ${FONT}>${escapeXml(company.address)}</text>
<text x='880' y='438' text-anchor='end' fill='#999' font-size='12' ${FONT}>示意图 · 非比例</text>
</svg>`;
}
