#!/usr/bin/env node
// The largest source files and functions (lines), for keeping "files under ~300, functions under ~50" honest.
// usage: node scripts/code-size.mjs [--top N] [dir]   (tests count apart; a function is any function-like node)
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 5;
const dir = args[0] ?? '.';
const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], { cwd: dir, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.endsWith('.d.ts'));

const fileRows = [];
const fnRows = [];
for (const file of files) {
  const text = readFileSync(`${dir}/${file}`, 'utf8');
  const kind = /\.test\.tsx?$|\.spec\.ts$/.test(file) ? 'test' : 'source';
  fileRows.push({ kind, lines: text.split('\n').length, where: file });
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const from = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const to = sf.getLineAndCharacterOfPosition(node.end).line;
      const name =
        node.name?.getText(sf) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(sf) : '(anonymous)');
      // describe()/it() callbacks are test groupings, not functions anyone calls
      const callee = ts.isCallExpression(node.parent) ? node.parent.expression.getText(sf) : '';
      if (!/^(describe|it|test)(\.|$)/.test(callee))
        fnRows.push({ kind, lines: to - from + 1, where: `${file}:${from + 1} ${name}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
for (const [title, rows] of [
  ['files', fileRows],
  ['functions', fnRows],
]) {
  for (const kind of ['source', 'test']) {
    const list = rows.filter((r) => r.kind === kind).sort((a, b) => b.lines - a.lines);
    console.log(`largest ${kind} ${title}:`);
    for (const r of list.slice(0, top)) console.log(`  ${String(r.lines).padStart(5)}  ${r.where}`);
  }
}
