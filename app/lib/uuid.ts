const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID string: ids from URLs are checked before they reach a uuid column (which would throw). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
