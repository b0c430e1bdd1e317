import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { argon2idOptions, createArgon2idHasher } from './password-hashing.js';

describe('password hashing', () => {
  const hasher = createArgon2idHasher();

  it('hashes with argon2id at OWASP’s parameters (19 MiB, 2 passes, 1 lane), salted', async () => {
    const first = await hasher.hash('Sup3r$ecret');
    const second = await hasher.hash('Sup3r$ecret');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Sup3r$ecret');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Sup3r$ecret');
    expect(await hasher.verify('Sup3r$ecret', stored)).toBe(true);
    expect(await hasher.verify('Sup3r$ecreT', stored)).toBe(false);
  });

  it('refuses every password when there is no stored hash, after doing the same work', async () => {
    expect(await hasher.verify('Sup3r$ecret', null)).toBe(false);
    expect(await hasher.verify('', null)).toBe(false);
  });

  it('checks a password with no stored hash against a stand-in argon2id hash of the same cost', async () => {
    const checkedAgainst: string[] = [];
    const watched = createArgon2idHasher(argon2idOptions, {
      hash,
      verify: (hashed, password) => {
        checkedAgainst.push(String(hashed));
        return verify(hashed, password);
      },
    });
    const stored = await watched.hash('Sup3r$ecret');
    expect(await watched.verify('Sup3r$ecret', null)).toBe(false);
    expect(await watched.verify('Sup3r$ecret', stored)).toBe(true);
    const [standIn, real] = checkedAgainst;
    // The same algorithm and parameters: the same memory and passes, so the same time.
    const costOf = (phc = '') => phc.split('$').slice(1, 4).join('$');
    expect(costOf(standIn)).toBe('argon2id$v=19$m=19456,t=2,p=1');
    expect(costOf(standIn)).toBe(costOf(real));
    expect(standIn).not.toBe(real);
  });
});
