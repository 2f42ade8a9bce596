import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton.js';

it('announces what is loading once and draws the rows asked for, hidden from screen readers', () => {
  const { container } = render(<Skeleton label="Loading tokens…" rows={3} />);
  expect(screen.getByRole('status').textContent).toBe('Loading tokens…');
  const rows = container.querySelectorAll('.latch-skeleton');
  expect(rows).toHaveLength(3);
  expect([...rows].every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
});
