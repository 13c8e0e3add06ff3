// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { z } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flattenFormErrors } from './form-errors';
import { FormField } from './form-field';
import { MultiSelect } from './multi-select';
import { TextInput } from './text-input';
import { useAppForm } from './use-app-form';

const schema = z.object({
  email: z.pipe(z.string().check(z.minLength(1, 'Email обязателен')), z.email('Неверный формат email')),
  warehouseIds: z
    .array(z.number())
    .check(z.minLength(1, 'Выберите хотя бы один склад'), z.maxLength(3, 'Нельзя выбрать более трех складов')),
});

const submitted = vi.fn();

function PaymentForm() {
  const form = useAppForm(schema, { defaultValues: { email: '', warehouseIds: [] } });
  const { errors, isValid } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(submitted)(event)}>
      <FormField label="Email" required error={errors.email?.message}>
        <TextInput type="email" {...form.registerDebounced('email')} />
      </FormField>
      <Controller
        control={form.control}
        name="warehouseIds"
        render={({ field, fieldState }) => (
          <FormField label="Склады" required error={fieldState.error?.message}>
            <MultiSelect
              options={[
                { value: 1, label: 'Коледино' },
                { value: 2, label: 'Подольск' },
              ]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Выберите склады"
            />
          </FormField>
        )}
      />
      <p data-testid="valid">{String(isValid)}</p>
      <p data-testid="errors">{JSON.stringify(flattenFormErrors(errors))}</p>
      <button type="submit">Отправить</button>
    </form>
  );
}

const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  submitted.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAppForm', () => {
  it('validates a text input 300 ms after typing, not on every keystroke', async () => {
    render(<PaymentForm />);
    const input = screen.getByLabelText(/Email/);
    fireEvent.change(input, { target: { value: 'abc' } });
    await flush();
    expect(screen.queryByText('Неверный формат email')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByText('Неверный формат email')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Неверный формат email')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Неверный формат email').id);

    // The error clears once the value is valid.
    fireEvent.change(input, { target: { value: 'seller@example.com' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Неверный формат email')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('validates at once on blur', async () => {
    render(<PaymentForm />);
    const input = screen.getByLabelText(/Email/);
    fireEvent.focus(input);
    fireEvent.blur(input);
    await flush();
    expect(screen.getByText('Email обязателен')).toBeTruthy();
  });

  it('validates controlled fields on change', async () => {
    render(<PaymentForm />);
    fireEvent.click(screen.getByRole('button', { name: /Склады/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Коледино' }));
    await flush();
    fireEvent.click(screen.getByRole('option', { name: 'Коледино' }));
    await flush();
    expect(screen.getByText('Выберите хотя бы один склад')).toBeTruthy();
  });

  it('validates everything on submit and exposes the errors as a flat list', async () => {
    render(<PaymentForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    expect(submitted).not.toHaveBeenCalled();
    expect(JSON.parse(screen.getByTestId('errors').textContent ?? '')).toEqual([
      { path: 'email', message: 'Email обязателен' },
      { path: 'warehouseIds', message: 'Выберите хотя бы один склад' },
    ]);
  });

  it('submits valid values and reports isValid', async () => {
    render(<PaymentForm />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'seller@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /Склады/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Подольск' }));
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByTestId('valid').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await flush();
    expect(submitted).toHaveBeenCalledWith({ email: 'seller@example.com', warehouseIds: [2] }, expect.anything());
  });
});
