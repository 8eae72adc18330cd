import { describe, expect, it } from 'vitest';
import { maskCalendarUrl, normalizeCalendarUrl } from './calendar-subscription.js';
import { aesGcmSecretBox } from '../adapters/calendar-url.cipher.js';

describe('calendar addresses', () => {
  it('reads webcal:// as https:// and refuses other schemes, credentials and overlong addresses', () => {
    expect(normalizeCalendarUrl('  webcal://p12-caldav.icloud.com/published/2/abc  ')).toBe('https://p12-caldav.icloud.com/published/2/abc');
    expect(normalizeCalendarUrl('https://calendar.google.com/calendar/ical/a%40b.com/private-123/basic.ics#x')).toBe('https://calendar.google.com/calendar/ical/a%40b.com/private-123/basic.ics');
    expect(normalizeCalendarUrl('ftp://example.com/a.ics')).toBeNull();
    expect(normalizeCalendarUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeCalendarUrl('https://user:pw@example.com/a.ics')).toBeNull();
    expect(normalizeCalendarUrl(`https://example.com/${'a'.repeat(2100)}`)).toBeNull();
    expect(normalizeCalendarUrl('pas une adresse')).toBeNull();
  });

  it('masks the secret part', () => {
    expect(maskCalendarUrl('https://calendar.google.com/calendar/ical/a%40b.com/private-5f1e0c2d9a7b/basic.ics')).toBe('https://calendar.google.com/…/basic.ics');
    expect(maskCalendarUrl('https://p12-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTA')).toBe('https://p12-caldav.icloud.com/…4OTA');
    expect(maskCalendarUrl('https://outlook.office365.com/owa/calendar/abc/def/reachcalendar.ics?token=secret123')).toBe('https://outlook.office365.com/…t123');
  });

  it('seals addresses so that only the key opens them, and old keys still do', () => {
    const box = aesGcmSecretBox('a'.repeat(40));
    const sealed = box.seal('https://calendar.google.com/private-123/basic.ics');
    expect(sealed).not.toContain('private-123');
    expect(box.open(sealed)).toBe('https://calendar.google.com/private-123/basic.ics');
    expect(aesGcmSecretBox('b'.repeat(40)).open(sealed)).toBeNull();
    expect(aesGcmSecretBox('b'.repeat(40), ['a'.repeat(40)]).open(sealed)).toBe('https://calendar.google.com/private-123/basic.ics');
    expect(box.open(`${sealed.slice(0, -2)}xx`)).toBeNull();
  });
});
