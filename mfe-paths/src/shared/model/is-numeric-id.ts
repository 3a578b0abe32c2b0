/** Path and stage ids in addresses must be whole numbers (SPEC §5). */
export function isNumericId(value: string | undefined): value is string {
  return value !== undefined && /^\d+$/.test(value);
}
