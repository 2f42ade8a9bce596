import { dayLabel, groupByDay } from './activityGroups.js';
import { transaction } from '../../../test/accountServices.js';

const NOW = new Date(2026, 2, 29, 10, 0).getTime();

describe('activity day groups', () => {
  it('names today, yesterday and older days by calendar day, not by 24-hour spans', () => {
    expect(dayLabel(new Date(2026, 2, 29, 0, 0).getTime(), NOW)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 28, 23, 59).getTime(), NOW)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 28, 0, 0).getTime(), NOW)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 27, 23, 59).getTime(), NOW)).toBe('Mar 27, 2026');
    expect(dayLabel(Number.NaN, NOW)).toBe('Unknown date');
  });

  it('keeps the API’s order of days and of rows within a day', () => {
    const list = [
      transaction('a', [], { minedAt: new Date(2026, 2, 29, 9).toISOString() }),
      transaction('b', [], { minedAt: new Date(2026, 2, 28, 9).toISOString() }),
      transaction('c', [], { minedAt: new Date(2026, 2, 29, 8).toISOString() }),
    ];
    expect(groupByDay(list, NOW).map((g) => [g.label, g.transactions.map((t) => t.id)])).toEqual([
      ['Today', ['a', 'c']],
      ['Yesterday', ['b']],
    ]);
  });
});
