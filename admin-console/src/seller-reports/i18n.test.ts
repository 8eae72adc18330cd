import { describe, expect, it } from 'vitest';
import { sellerReportsEn, sellerReportsFr } from './i18n';
import { keyPaths } from '../i18n/message-keys';

describe('the seller report’s console messages', () => {
  it('have the same keys in French and English', () => {
    expect(keyPaths(sellerReportsEn).sort()).toEqual(keyPaths(sellerReportsFr).sort());
  });

  it('name every item the API can say is missing', () => {
    for (const item of ['identification', 'legal_name', 'date_of_birth', 'sin', 'business_number']) {
      expect(sellerReportsFr.eclat.sellerReports.items).toHaveProperty(item);
      expect(sellerReportsEn.eclat.sellerReports.items).toHaveProperty(item);
    }
  });
});
