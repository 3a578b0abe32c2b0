import type { ServiceDatabaseOptions } from '@grammarpath/server-kit';
import { CreateUsers1763784000000 } from './migrations/1763784000000-create-users';
import { UserEntity } from './users/user.entity';

export const IDENTITY_DATABASE: ServiceDatabaseOptions = {
  schema: 'identity',
  entities: [UserEntity],
  migrations: [CreateUsers1763784000000],
};
