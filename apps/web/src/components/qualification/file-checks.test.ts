import { describe, expect, it } from 'vitest';
import { licenceFilesProblem } from './file-checks.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('licence files before upload', () => {
  it.each([
    ['one PNG', [file('a.png', 1000, 'image/png')], null],
    [
      'a JPG, a WebP and a PDF',
      [file('a.jpg', 10, 'image/jpeg'), file('b.webp', 10, 'image/webp'), file('c.pdf', 10, 'application/pdf')],
      null,
    ],
    ['exactly 5 MB', [file('a.png', 5 * MB, 'image/png')], null],
    ['five files', Array.from({ length: 5 }, (_, i) => file(`${i}.png`, 10, 'image/png')), null],
    ['no type but a known extension', [file('scan.JPEG', 10, '')], null],
    ['no file', [], '请上传证照图片或PDF'],
    ['six files', Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 10, 'image/png')), '最多上传5个文件'],
    ['one byte over 5 MB', [file('big.png', 5 * MB + 1, 'image/png')], 'big.png 超过 5MB'],
    ['a GIF', [file('a.gif', 10, 'image/gif')], 'a.gif 格式不支持，请上传JPG、PNG、WebP或PDF'],
    ['a Word file without type', [file('a.docx', 10, '')], 'a.docx 格式不支持，请上传JPG、PNG、WebP或PDF'],
    ['an empty file', [file('a.png', 0, 'image/png')], 'a.png 是空文件'],
  ])('%s', (_name, files, problem) => {
    expect(licenceFilesProblem(files)).toBe(problem);
  });
});
