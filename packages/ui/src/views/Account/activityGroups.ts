import type { Transaction } from '@latch/core';

export interface ActivityGroup {
  label: string;
  transactions: Transaction[];
}

/** The words for days, in the active locale, and the locale whose calendar dates are written in. */
export interface DayNames {
  locale: string;
  today: string;
  yesterday: string;
  unknown: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (time: number) => new Date(time).setHours(0, 0, 0, 0);

/** "Today", "Yesterday" or the date ("Mar 27, 2026", "27 mars 2026"), in the person's time zone. */
export function dayLabel(time: number, now: number, names: DayNames): string {
  if (Number.isNaN(time)) return names.unknown;
  const today = startOfDay(now);
  const day = startOfDay(time);
  if (day === today) return names.today;
  // Around a daylight-saving change a day is 23 or 25 hours long: compare calendar days, not spans.
  if (day === startOfDay(today - DAY_MS / 2)) return names.yesterday;
  return new Intl.DateTimeFormat(names.locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(time);
}

/** Transactions grouped by day of mining, groups and rows in the order they came (the API's newest first). */
export function groupByDay(transactions: readonly Transaction[], now: number, names: DayNames): ActivityGroup[] {
  const groups = new Map<string, Transaction[]>();
  for (const transaction of transactions) {
    const label = dayLabel(Date.parse(transaction.metadata.minedAt), now, names);
    const list = groups.get(label);
    if (list) list.push(transaction);
    else groups.set(label, [transaction]);
  }
  return [...groups].map(([label, list]) => ({ label, transactions: list }));
}
