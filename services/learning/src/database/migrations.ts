import { InitialSchema1795321604758 } from './migrations/1795321604758-initial-schema';

/** Every migration in order, as class references (globs break under SWC and jest). */
export const LEARNING_MIGRATIONS = [InitialSchema1795321604758];
