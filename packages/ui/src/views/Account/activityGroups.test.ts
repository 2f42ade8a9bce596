import { dayLabel, groupByDay, type DayNames } from './activityGroups.js';
import { accountListMessages } from './listMessages.js';
import { transaction } from '../../../test/accountServices.js';

const NOW = new Date(2026, 2, 29, 10, 0).getTime();
const ENGLISH: DayNames = { locale: 'en', today: accountListMessages['account.today'], yesterday: accountListMessages['account.yesterday'], unknown: accountListMessages['account.unknownDate'] };

describe('activity day groups', () => {
  it('names today, yesterday and older days by calendar day, not by 24-hour spans', () => {
    expect(dayLabel(new Date(2026, 2, 29, 0, 0).getTime(), NOW, ENGLISH)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 28, 23, 59).getTime(), NOW, ENGLISH)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 28, 0, 0).getTime(), NOW, ENGLISH)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 27, 23, 59).getTime(), NOW, ENGLISH)).toBe('Mar 27, 2026');
    expect(dayLabel(Number.NaN, NOW, ENGLISH)).toBe('Unknown date');
  });

  it("writes an older day in the locale's calendar words", () => {
    const french: DayNames = { locale: 'fr', today: "Aujourd'hui", yesterday: 'Hier', unknown: 'Date inconnue' };
    expect(dayLabel(new Date(2026, 2, 27, 12, 0).getTime(), NOW, french)).toBe('27 mars 2026');
    expect(dayLabel(new Date(2026, 2, 29, 1, 0).getTime(), NOW, french)).toBe("Aujourd'hui");
  });

  it('keeps the API’s order of days and of rows within a day', () => {
    const list = [
      transaction('a', [], { minedAt: new Date(2026, 2, 29, 9).toISOString() }),
      transaction('b', [], { minedAt: new Date(2026, 2, 28, 9).toISOString() }),
      transaction('c', [], { minedAt: new Date(2026, 2, 29, 8).toISOString() }),
    ];
    expect(groupByDay(list, NOW, ENGLISH).map((g) => [g.label, g.transactions.map((t) => t.id)])).toEqual([
      ['Today', ['a', 'c']],
      ['Yesterday', ['b']],
    ]);
  });
});
