import { type ColumnOptions } from 'typeorm';

/** Column shapes shared by the entities, so that every table stores the same kind of value the same way. */
export const enumColumn = (length = 32): ColumnOptions => ({ type: 'varchar', length });
export const textList = (): ColumnOptions => ({ type: 'text', array: true, default: () => "'{}'" });
export const optionalTextList = (): ColumnOptions => ({ type: 'text', array: true, nullable: true });
export const idList = (): ColumnOptions => ({ type: 'int', array: true, default: () => "'{}'" });
export const timestamp = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'timestamptz',
  ...options,
});
export const userIdColumn = (): ColumnOptions => ({ type: 'int' });

/** A CHECK expression limiting a column to a list of values. */
export const oneOf = (column: string, values: readonly string[]): string =>
  `"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`;
