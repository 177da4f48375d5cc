/** Every leaf key of a nested texts object, dotted (`errors.email_in_use`). */
export function flattenKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return prefix ? [prefix] : [];
  return Object.entries(texts).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * For each language, the keys the other languages have and it lacks, and its empty texts. An empty
 * report means the namespace is complete.
 */
export function translationKeyGaps(
  resources: Record<string, unknown>,
): Record<string, { missing: string[]; empty: string[] }> {
  const keysByLanguage = Object.fromEntries(
    Object.entries(resources).map(([lng, texts]) => [lng, new Set(flattenKeys(texts))]),
  );
  const all = new Set(Object.values(keysByLanguage).flatMap((keys) => [...keys]));
  const gaps: Record<string, { missing: string[]; empty: string[] }> = {};
  for (const [lng, keys] of Object.entries(keysByLanguage)) {
    const missing = [...all].filter((k) => !keys.has(k)).sort();
    const empty = [...keys].filter((k) => {
      const value = k
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lng]);
      return typeof value !== 'string' || value.trim() === '';
    });
    if (missing.length || empty.length) gaps[lng] = { missing, empty };
  }
  return gaps;
}

/**
 * Throws, naming every gap, when a key exists in one language and not another (or a text is empty).
 * Call it in a test for each namespace: `assertTranslationKeyParity(myResources, ['en', 'da', 'nb'])`.
 */
export function assertTranslationKeyParity(
  resources: Record<string, unknown>,
  languages: readonly string[] = ['en', 'da', 'nb'],
): void {
  const absent = languages.filter((l) => !(l in resources));
  const gaps = translationKeyGaps(resources);
  if (absent.length === 0 && Object.keys(gaps).length === 0) return;
  const lines = [
    ...absent.map((l) => `${l}: the language is missing`),
    ...Object.entries(gaps).flatMap(([l, g]) => [
      ...g.missing.map((k) => `${l}: missing key ${k}`),
      ...g.empty.map((k) => `${l}: empty text at ${k}`),
    ]),
  ];
  throw new Error(`Translation keys differ between languages:\n${lines.join('\n')}`);
}
