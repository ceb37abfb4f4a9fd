/** Forces the leading @ and keeps only letters, digits and underscore after it. */
export function normalizeHandle(input: string): string {
  return '@' + input.replace(/[^A-Za-z0-9_]/g, '');
}
