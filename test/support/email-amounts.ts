/**
 * The amounts an email's text states in its facts ("Label : 12,30 $" / "Label: $12.30"), in order,
 * as signed cents: what the money tests add up (issue #42).
 */
export function amountsOf(text: string, locale: 'fr' | 'en'): { label: string; cents: number }[] {
  const out: { label: string; cents: number }[] = [];
  const re = locale === 'fr' ? /^(.+?)\u00a0: ([−-]?)([\d\u00a0\u202f ]+),(\d\d)\u00a0\$$/ : /^(.+?): ([−-]?)\$([\d,]+)\.(\d\d)$/;
  for (const line of text.split('\n')) {
    const m = re.exec(line);
    if (!m) continue;
    const units = Number(m[3]!.replace(/[\u00a0\u202f ,]/g, ''));
    const cents = units * 100 + Number(m[4]);
    out.push({ label: m[1]!, cents: m[2] ? -cents : cents });
  }
  return out;
}
