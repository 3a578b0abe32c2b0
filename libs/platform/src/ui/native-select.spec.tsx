import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Field } from './field';
import { NativeSelect } from './native-select';

const COUNTS = [10, 20, 30].map((value) => ({ value, label: `${value} questions` }));

function CountPicker({ onChange }: { onChange: (value: number) => void }) {
  const [count, setCount] = useState(10);
  return (
    <Field label="Number of questions" htmlFor="count" help="More questions take longer.">
      <NativeSelect
        id="count"
        value={count}
        options={COUNTS}
        onChange={(value) => {
          setCount(value);
          onChange(value);
        }}
      />
    </Field>
  );
}

describe('NativeSelect in a Field', () => {
  it('is named by its label, offers its options and hands back the chosen value with its type', () => {
    const onChange = jest.fn();
    render(<CountPicker onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Number of questions' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      '10 questions',
      '20 questions',
      '30 questions',
    ]);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '30' } });
    expect(onChange).toHaveBeenCalledWith(30);
    expect(select.value).toBe('30');
    expect(screen.getByText('More questions take longer.')).toBeInTheDocument();
  });

  it('ignores a value that is not one of its options', () => {
    const onChange = jest.fn();
    render(<CountPicker onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '99' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
