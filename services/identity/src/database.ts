import type { ServiceDatabaseOptions } from '@grammarpath/server-kit';
import { CreateUsers1763784000000 } from './migrations/1763784000000-create-users';
import { CreateStudyDays1764547200000 } from './migrations/1764547200000-create-study-days';
import { DropDerivedUserFigures1764547200001 } from './migrations/1764547200001-drop-derived-user-figures';
import { StudySavedAt1795680350079 } from './migrations/1795680350079-study-saved-at';
import { UserEntity } from './users/user.entity';

export const IDENTITY_DATABASE: ServiceDatabaseOptions = {
  schema: 'identity',
  entities: [UserEntity],
  migrations: [
    CreateUsers1763784000000,
    CreateStudyDays1764547200000,
    DropDerivedUserFigures1764547200001,
    StudySavedAt1795680350079,
  ],
};
