import { describe, expect, it } from 'vitest';
import { AutobookingCreateLimits, AutobookingUpdateLimits, TriggerUpdateLimits } from '@generated/constants';
import { COEFFICIENT_MAX, COEFFICIENT_MIN } from './limits';

describe('coefficient bounds', () => {
  // Both forms check one range, read from the trigger's schema: the contract must bound every coefficient alike.
  it('are the same for a trigger and an autobooking, created or changed', () => {
    const bounds = { minimum: COEFFICIENT_MIN, maximum: COEFFICIENT_MAX };
    expect(TriggerUpdateLimits.maxCoefficient).toEqual(bounds);
    expect(AutobookingCreateLimits.maxCoefficient).toEqual(bounds);
    expect(AutobookingUpdateLimits.maxCoefficient).toEqual(bounds);
  });
});
