/** Every key of a nested messages object, dotted (`resources.users.fields.email`): for the i18n tests. */
export function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? keyPaths(value, path) : [path];
  });
}

/** The text at a dotted key, or undefined when absent or not a text. */
export function lookup(messages: object, key: string): string | undefined {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof found === 'string' ? found : undefined;
}
