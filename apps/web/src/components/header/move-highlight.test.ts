import { describe, expect, it } from 'vitest';
import { moveHighlight } from './use-suggestions.ts';

describe('the highlighted suggestion under the arrow keys', () => {
  it('goes down from none to the first, and wraps from the last to the first', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
  });

  it('goes up from none to the last, and wraps from the first to the last', () => {
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(1, -1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
  });
});
