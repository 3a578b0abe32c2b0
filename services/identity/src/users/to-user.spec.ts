import { toUser } from './to-user';
import { UserEntity } from './user.entity';

describe('toUser', () => {
  it('copies the public fields and never the password hash', () => {
    const entity = Object.assign(new UserEntity(), {
      id: 3,
      username: 'ana',
      email: null,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
      displayName: 'Ana',
      createdAt: new Date('2026-01-02T03:04:05.000Z'),
      lastLogin: null,
      studyMinutes: 5,
      isAdmin: false,
      preferHighContrast: true,
      theme: 'serene' as const,
    });
    const user = toUser(entity);
    expect(user).toEqual({
      id: 3,
      username: 'ana',
      email: null,
      displayName: 'Ana',
      createdAt: '2026-01-02T03:04:05.000Z',
      lastLogin: null,
      studyMinutes: 5,
      isAdmin: false,
      preferHighContrast: true,
      theme: 'serene',
    });
    expect(JSON.stringify(user)).not.toContain('argon2');
  });
});
