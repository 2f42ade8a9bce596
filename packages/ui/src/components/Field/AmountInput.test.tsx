import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AmountInput, type AmountInputProps } from './AmountInput.js';

function Harness(props: Omit<AmountInputProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <AmountInput {...props} value={value} onChange={setValue} />;
}

const describedBy = () => {
  const ids = screen.getByLabelText('Amount').getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
};

describe('AmountInput', () => {
  it('describes the amount by its unit, each shown hint and the problem, in that order', () => {
    render(<Harness unit="USDC" hints={['Balance: 3', false, undefined, 'Keep some for fees']} problem="Insufficient balance" />);
    expect(describedBy()).toEqual(['USDC', 'Balance: 3', 'Keep some for fees', 'Insufficient balance']);
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no description and is not invalid when there is nothing to say', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes what is typed as text, so a partly typed decimal survives, and shows the actions beside it', async () => {
    render(<Harness actions={<button type="button">Max</button>} placeholder="0.00" />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.placeholder).toBe('0.00');
    await userEvent.type(input, '1.');
    expect(input.value).toBe('1.');
    expect(screen.getByRole('button', { name: 'Max' })).toBeTruthy();
  });
});
