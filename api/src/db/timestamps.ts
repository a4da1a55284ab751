/** A timestamp as the database returns it ('2025-01-02 03:04:05.678+00') to ISO 8601 in UTC. */
export function isoTime(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const normalized = value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  return new Date(normalized).toISOString();
}
