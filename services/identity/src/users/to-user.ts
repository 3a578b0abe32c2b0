import type { User } from '@grammarpath/contracts';
import type { UserEntity } from './user.entity';

/** The only way a user leaves identity: field by field, so the password hash can never slip through. */
export function toUser(entity: UserEntity): User {
  return {
    id: entity.id,
    username: entity.username,
    displayName: entity.displayName,
    email: entity.email,
    createdAt: entity.createdAt.toISOString(),
    lastLogin: entity.lastLogin ? entity.lastLogin.toISOString() : null,
    studyMinutes: entity.studyMinutes,
    isAdmin: entity.isAdmin,
    preferHighContrast: entity.preferHighContrast,
    theme: entity.theme,
  };
}
