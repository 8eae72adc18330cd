import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_CATALOG, versionInForce } from '../../modules/legal/domain/catalog.js';

/**
 * Issue #41: a deleted client's name stays on their invoices (the invoice is the tax record, kept as
 * issued). docs/decisions.md, the privacy policy in force and the account deletion agree on it.
 */
const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe("a deleted client's name on invoices", () => {
  it('docs/decisions.md never says invoices are kept without the name', () => {
    const decisions = read('docs/decisions.md');
    const retention = decisions.split('\n').find((l) => l.startsWith('- **Retention periods stated in the privacy policy**'))!;
    expect(retention).toContain('except invoices, kept as issued');
    expect(decisions).not.toMatch(/invoices[^.]*\), [^.]*without the name once the account is deleted\. /);
  });

  it('the privacy policy in force says, in both languages, that invoices keep the names and why', () => {
    const version = versionInForce(LEGAL_CATALOG.privacy, '2026-12-03').version;
    const fr = read(`modules/legal/texts/privacy-${version}.fr.md`);
    const en = read(`modules/legal/texts/privacy-${version}.en.md`);
    expect(fr).toContain('sauf les factures\u00a0: une facture est la pièce fiscale elle-même, gardée telle qu\'elle a été émise, avec le nom');
    expect(fr).toContain('TVQ');
    expect(en).toContain("except invoices: an invoice is the tax record itself, kept as it was issued, with the client's and the cleaner's name");
    expect(en).toContain('QST');
  });

  it('account deletion keeps the names on invoices (the deletion test pins the invoices row)', () => {
    const test = read('test/integration/account-deletion.test.ts');
    expect(test).toContain("invoices: { keeps: ['id', 'email', 'name', 'address']");
  });
});
