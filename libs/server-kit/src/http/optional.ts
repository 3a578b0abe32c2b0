import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but when present it must pass its other checks: unlike class-validator's
 * IsOptional, `null` is not "left out" (a null boolean or number would reach a NOT NULL column).
 */
export function Optional(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** The largest value of a Postgres `integer` column: ids and counts above it are a 400, never a 500. */
export const MAX_INT4 = 2_147_483_647;
