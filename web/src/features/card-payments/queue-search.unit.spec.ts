import { describe, expect, it } from 'vitest';
import { searchQueue } from './queue-search';

const payments = [
  { payment_id: 'GHOST-AAA111', user_username: 'player_one', user_email: 'one@example.com' },
  { payment_id: 'GHOST-BBB222', user_username: 'Gamer', user_email: null },
  { payment_id: 'GHOST-CCC333', user_username: null, user_email: 'third@mail.test' },
];

const ids = (text: string) => searchQueue(payments, text).map((payment) => payment.payment_id);

describe('searching the loaded card payments', () => {
  it('matches the payment ID, the username or the e-mail, ignoring case', () => {
    expect(ids('bbb2')).toEqual(['GHOST-BBB222']);
    expect(ids('GAMER')).toEqual(['GHOST-BBB222']);
    expect(ids('mail.test')).toEqual(['GHOST-CCC333']);
    expect(ids('ghost-')).toEqual(['GHOST-AAA111', 'GHOST-BBB222', 'GHOST-CCC333']);
  });

  it('shows every payment for an empty or blank search, and none for a text nobody has', () => {
    expect(ids('  ')).toHaveLength(3);
    expect(ids(' one@ ')).toEqual(['GHOST-AAA111']);
    expect(ids('nobody')).toEqual([]);
  });
});
