/** What to do with a write-only secret (API key, token) on save. */
export type SecretEdit = { kind: 'keep' } | { kind: 'replace'; value: string } | { kind: 'clear' };

export const KEEP_SECRET: SecretEdit = { kind: 'keep' };

/** The API's write-only convention: omitted keeps the stored value, null clears it. */
export function secretValue(edit: SecretEdit): string | null | undefined {
  switch (edit.kind) {
    case 'keep':
      return undefined;
    case 'replace':
      return edit.value;
    case 'clear':
      return null;
  }
}
