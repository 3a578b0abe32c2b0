import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('produces Argon2id hashes with the OWASP parameters that verify only the right password', async () => {
    const passwordHash = await hasher.hash('correct horse');
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(hasher.verify(passwordHash, 'correct horse')).resolves.toBe(true);
    await expect(hasher.verify(passwordHash, 'wrong horse')).resolves.toBe(false);
  });

  it('treats a malformed hash as a failed verification', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('fails dummy verification for any password', async () => {
    await expect(hasher.verifyDummy('anything')).resolves.toBe(false);
  });
});
