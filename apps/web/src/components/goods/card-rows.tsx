import { Suspense, type ReactNode } from 'react';

/** A desktop row of the goods grid holds five cards. */
export const CARDS_PER_ROW = 5;

const rowsOf = <T,>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Goods cards in rows of five, each row a Suspense boundary that never suspends: React hydrates a server-rendered
 * boundary in a task of its own, so a phone hydrates a long grid in short tasks instead of one long one (a listing,
 * the home page's recommendations and floors). `card` renders one item, given its row's index.
 */
export function CardRows<T extends { id: number }>({
  items,
  card,
}: {
  items: T[];
  card: (item: T, rowIndex: number) => ReactNode;
}) {
  return rowsOf(items, CARDS_PER_ROW).map((row, rowIndex) => (
    <Suspense key={row[0]!.id} fallback={null}>
      {row.map((item) => card(item, rowIndex))}
    </Suspense>
  ));
}
