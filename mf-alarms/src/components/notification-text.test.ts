import { describe, expect, it } from 'vitest';
import type { dataOperations } from '@portal/shared';
import { notificationFigure } from './notification-text';

const increase: dataOperations.NotificationFieldsFragment = {
  id: '1',
  tenancyId: '1',
  kind: 'HIGH_CONSUMPTION',
  alarmType: 'INCREASE',
  metricType: 'cold-water-volume',
  period: 'WEEK',
  evaluatedPeriod: { startDate: '2026-11-09', endDate: '2026-11-15' },
  direction: 'ABOVE',
  threshold: 25,
  triggerValue: 41.5,
  unit: 'percent',
  alarm: null,
  createdAt: '2026-11-16T06:00:00',
  readAt: null,
  resolvedAt: null,
};

describe('notification figures', () => {
  it('an increase stays a percentage after its alarm was deleted (the type is kept on the notification)', () => {
    expect(notificationFigure(increase, increase.threshold, 'en')).toBe('25\u00a0%');
    expect(notificationFigure(increase, increase.triggerValue, 'en', true)).toBe('41.5\u00a0%');
  });

  it('a total over a limit is in the quantity’s unit', () => {
    const total = { ...increase, alarmType: 'TOTAL' as const, threshold: 0.5, unit: 'cubic-meter' };
    expect(notificationFigure(total, total.threshold, 'en')).toBe('0.500\u00a0m³');
  });
});
