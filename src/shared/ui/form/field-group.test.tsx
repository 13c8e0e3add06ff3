// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFieldControl } from './field-context';
import { FieldGroup } from './field-group';
import { FormField } from './form-field';

function Pair({ onBlur, label }: { onBlur: () => void; label?: string }) {
  const field = useFieldControl();
  return (
    <FieldGroup field={field} aria-label={label} onBlur={onBlur}>
      <button type="button">Первая</button>
      <button type="button">Вторая</button>
    </FieldGroup>
  );
}

describe('FieldGroup', () => {
  it('reports blur only when focus leaves the whole group', () => {
    const onBlur = vi.fn();
    render(
      <>
        <Pair label="Даты" onBlur={onBlur} />
        <button type="button">Снаружи</button>
      </>,
    );
    const [first, second, outside] = screen.getAllByRole('button');
    fireEvent.blur(first!, { relatedTarget: second });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(second!, { relatedTarget: outside });
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('takes its name from the FormField label, else from aria-label', () => {
    render(
      <FormField label="Период" help="Не длиннее 30 дней">
        <Pair label="Даты" onBlur={() => undefined} />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Период' });
    expect(group.getAttribute('aria-label')).toBeNull();
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    cleanup();

    render(<Pair label="Даты" onBlur={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Даты' })).toBeTruthy();
  });
});
