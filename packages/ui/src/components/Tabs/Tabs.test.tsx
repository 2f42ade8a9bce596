import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Tabs } from './Tabs.js';

const TABS = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
  { id: 'c', label: 'Gamma' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Greek" tabs={TABS} selected={selected} onSelect={(id) => setSelected(id)}>
        <p>Panel {selected}</p>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tablist whose panel is labelled by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Greek' })).toBeTruthy();
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(tab('Beta').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(tab('Alpha').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Panel a');
  });

  it('has one tab stop, then the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Alpha'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('moves and selects with the arrow keys, wrapping, and jumps with Home and End', async () => {
    render(<Harness />);
    tab('Alpha').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Beta'));
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('Panel b');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Alpha'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Gamma'));
    await userEvent.keyboard('{Home}');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(tab('Gamma').tabIndex).toBe(0);
    expect(tab('Alpha').tabIndex).toBe(-1);
  });

  it('selects on click', async () => {
    render(<Harness />);
    await userEvent.click(tab('Beta'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel b');
  });
});
