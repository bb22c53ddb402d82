/**
 * The Hindi columns an edit writes: a Hindi version left out of the request is not written, so it
 * stays as it was; null (an empty field) clears it (decision 045).
 */
export function hindiColumns<Column extends string>(
  columns: Record<Column, string | null | undefined>,
): Partial<Record<Column, string | null>> {
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as Partial<Record<Column, string | null>>;
}
