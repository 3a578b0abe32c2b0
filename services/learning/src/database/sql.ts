import { LEARNING_SCHEMA } from './learning-schema';

/** The one way a statement names a table of the service: quoted and qualified with its schema. */
export const sql = {
  table: (name: string): string => `"${LEARNING_SCHEMA}"."${name}"`,
};
