import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@store/shared/api/dashboard';
import { LIST_COUNT_CAP } from '@store/shared/api/list-count';
import { FigureCard } from './figure-card.tsx';
import { QUEUE_FIGURES } from './figures.ts';

const toShip = QUEUE_FIGURES.find((figure) => figure.key === 'orders_to_ship')!;
const boardWith = (ordersToShip: number): Dashboard => ({
  today: '2026-11-30',
  queues: { orders_to_ship: ordersToShip },
  count_cap: LIST_COUNT_CAP,
});
const render = (board: Dashboard) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <FigureCard figure={toShip} board={board} />
    </MemoryRouter>,
  );

describe('a dashboard queue counted up to the cap', () => {
  it('shows the count below the cap, and "10000+" past it, as the queue’s own tab does', () => {
    expect(render(boardWith(12))).toContain('>12<');
    const past = render(boardWith(LIST_COUNT_CAP + 1));
    expect(past).toContain('10000+');
    expect(past).not.toContain('10001');
  });
});
