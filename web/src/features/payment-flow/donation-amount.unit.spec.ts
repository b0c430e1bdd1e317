import { describe, expect, it } from 'vitest';
import { donationAmountProblem } from './donation-amount';

describe('the donation amount', () => {
  it('is required', () => {
    expect(donationAmountProblem(' ')).toBe('required');
  });

  it('is at least 1', () => {
    expect(donationAmountProblem('0.99')).toBe('minimum');
    expect(donationAmountProblem('1')).toBeNull();
  });

  it('goes in steps of 0.01', () => {
    expect(donationAmountProblem('2.555')).toBe('decimals');
    expect(donationAmountProblem('2.55')).toBeNull();
  });
});
