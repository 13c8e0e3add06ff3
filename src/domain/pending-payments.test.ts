import { describe, expect, it } from 'vitest';
import { recentPendingPayments, resumeUrl } from './pending-payments';

const now = new Date('2026-11-21T09:00:00.000Z');

describe('recentPendingPayments', () => {
  it('keeps the payments of the last day the provider still waits for, newest first', () => {
    const payments = [
      { id: 'old', status: 'pending', createdAt: '2026-11-18T09:12:44.000Z' },
      { id: 'paid', status: 'succeeded', createdAt: '2026-11-21T08:00:00.000Z' },
      { id: 'capture', status: 'waiting_for_capture', createdAt: '2026-11-21T07:00:00.000Z' },
      { id: 'canceled', status: 'canceled', createdAt: '2026-11-21T08:30:00.000Z' },
      { id: 'fresh', status: 'pending', createdAt: '2026-11-21T08:59:00.000Z' },
      { id: 'day-old', status: 'pending', createdAt: '2026-11-20T09:00:00.000Z' },
    ];
    expect(recentPendingPayments(payments, now).map((payment) => payment.id)).toEqual(['fresh', 'capture']);
  });
});

describe('resumeUrl', () => {
  const resume = { url: 'https://pay.example/p-1', expiresAt: '2026-11-21T09:30:00.000Z' };

  it("offers a waiting card payment's page until it expires", () => {
    expect(resumeUrl({ status: 'pending', method: 'card', resume }, now)).toBe(resume.url);
    expect(resumeUrl({ status: 'waiting_for_capture', resume }, now)).toBe(resume.url);
    expect(resumeUrl({ status: 'pending', method: 'card', resume }, new Date('2026-11-21T09:30:00.000Z'))).toBe(
      undefined,
    );
  });

  it('offers nothing for a paid, canceled, Stars or pageless payment', () => {
    expect(resumeUrl({ status: 'succeeded', method: 'card', resume }, now)).toBe(undefined);
    expect(resumeUrl({ status: 'canceled', method: 'card', resume }, now)).toBe(undefined);
    expect(resumeUrl({ status: 'pending', method: 'stars', resume }, now)).toBe(undefined);
    expect(resumeUrl({ status: 'pending', method: 'card', resume: null }, now)).toBe(undefined);
    expect(resumeUrl({ status: 'pending', method: 'card' }, now)).toBe(undefined);
  });
});
