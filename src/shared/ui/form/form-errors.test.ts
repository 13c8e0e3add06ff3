import { describe, expect, it } from 'vitest';
import { errorFor, flattenFormErrors, issuesToFormErrors } from './form-errors';

describe('flattenFormErrors', () => {
  it('returns an empty list for no errors', () => {
    expect(flattenFormErrors({})).toEqual([]);
    expect(flattenFormErrors(undefined)).toEqual([]);
  });

  it('lists top-level field errors as path + message in field order', () => {
    const errors = {
      warehouseIds: { type: 'too_small', message: 'Выберите хотя бы один склад' },
      checkInterval: { type: 'too_small', message: 'Минимальный интервал 30 минут' },
    };
    expect(flattenFormErrors(errors)).toEqual([
      { path: 'warehouseIds', message: 'Выберите хотя бы один склад' },
      { path: 'checkInterval', message: 'Минимальный интервал 30 минут' },
    ]);
  });

  it('walks nested objects and arrays, keeping array-level and item messages', () => {
    const errors = {
      payment: { email: { type: 'invalid_format', message: 'Неверный формат email' } },
      customDates: Object.assign([undefined, { type: 'custom', message: 'Дата в прошлом' }], {
        type: 'too_small',
        message: 'Выберите хотя бы одну дату',
      }),
    };
    expect(flattenFormErrors(errors)).toEqual([
      { path: 'payment.email', message: 'Неверный формат email' },
      { path: 'customDates', message: 'Выберите хотя бы одну дату' },
      { path: 'customDates.1', message: 'Дата в прошлом' },
    ]);
  });

  it('keeps root errors and skips refs, empty messages and criteria maps', () => {
    const ref = { name: 'email', focus: () => undefined };
    const errors = {
      email: { type: 'required', message: 'Email обязателен', ref, types: { required: 'x', pattern: 'y' } },
      draftId: { type: 'custom', message: '' },
      root: { server: { type: '500', message: 'Не удалось отправить форму автобронирования' } },
    };
    expect(flattenFormErrors(errors)).toEqual([
      { path: 'email', message: 'Email обязателен' },
      { path: 'root.server', message: 'Не удалось отправить форму автобронирования' },
    ]);
  });

  it('does not loop on circular structures through refs', () => {
    const element: Record<string, unknown> = { tagName: 'INPUT' };
    element.self = element;
    expect(flattenFormErrors({ email: { message: 'Email обязателен', ref: element } })).toEqual([
      { path: 'email', message: 'Email обязателен' },
    ]);
  });
});

describe('issuesToFormErrors', () => {
  it('joins paths and maps an empty path to root', () => {
    expect(
      issuesToFormErrors([
        { path: ['warehouseIds'], message: 'Нельзя выбрать более трех складов' },
        { path: ['selectedDates', 0], message: 'Выберите хотя бы одну дату' },
        { path: [], message: 'Форма заполнена неверно' },
      ]),
    ).toEqual([
      { path: 'warehouseIds', message: 'Нельзя выбрать более трех складов' },
      { path: 'selectedDates.0', message: 'Выберите хотя бы одну дату' },
      { path: 'root', message: 'Форма заполнена неверно' },
    ]);
  });
});

describe('errorFor', () => {
  it('finds the first message of a path', () => {
    const list = [
      { path: 'email', message: 'Email обязателен' },
      { path: 'email', message: 'Неверный формат email' },
    ];
    expect(errorFor(list, 'email')).toBe('Email обязателен');
    expect(errorFor(list, 'draftId')).toBeUndefined();
  });
});
