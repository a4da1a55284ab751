/**
 * The API answers a transaction's failures with the catalogue's database codes (spec §8): its
 * `api.maxretry`, `api.datastale` and `api.nodata` are those texts, written once in each language.
 */
export function withDatabaseAliases(texts: Record<string, string>): Record<string, string> {
  for (const code of ['maxretry', 'datastale', 'nodata']) texts[`api.${code}`] = texts[`database/${code}`]!;
  return texts;
}
