import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG_COLOUR, TAG_COLOURS } from '@store/shared/codes';

// The tags are plain spans coloured by tags.css: a colour added to spec §3's table without its rule would show
// a tag with no background at all.
describe('promotional tag colours', () => {
  it('has a rule in tags.css for every colour a tag can take', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'tags.css'), 'utf8');
    for (const colour of new Set([...Object.values(TAG_COLOURS), DEFAULT_TAG_COLOUR])) {
      expect(css, colour).toMatch(new RegExp(`\\.goods-tag--${colour} \\{\\s*background: var\\(--ant-${colour}-1\\);`));
    }
  });
});
