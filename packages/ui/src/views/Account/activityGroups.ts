import type { Transaction } from '@latch/core';

export interface ActivityGroup {
  label: string;
  transactions: Transaction[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dateLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const startOfDay = (time: number) => new Date(time).setHours(0, 0, 0, 0);

/** "Today", "Yesterday" or the date, in the person's time zone. */
export function dayLabel(time: number, now: number): string {
  if (Number.isNaN(time)) return 'Unknown date';
  const today = startOfDay(now);
  const day = startOfDay(time);
  if (day === today) return 'Today';
  // Around a daylight-saving change a day is 23 or 25 hours long: compare calendar days, not spans.
  if (day === startOfDay(today - DAY_MS / 2)) return 'Yesterday';
  return dateLabel.format(time);
}

/** Transactions grouped by day of mining, groups and rows in the order they came (the API's newest first). */
export function groupByDay(transactions: readonly Transaction[], now: number): ActivityGroup[] {
  const groups = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    const label = dayLabel(Date.parse(transaction.metadata.minedAt), now);
    const list = groups.get(label);
    if (list) list.push(transaction);
    else groups.set(label, [transaction]);
  }
  return [...groups].map(([label, list]) => ({ label, transactions: list }));
}
