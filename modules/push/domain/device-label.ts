/**
 * "Chrome · Android", "Safari · iPhone": enough for a person to recognise a device in their data export,
 * never the whole User-Agent (a fingerprint). It is stored once, so it holds product names only (an
 * unknown browser is "Web"), the same in both languages.
 */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Web';
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return system ? `${browser} · ${system}` : browser;
}
