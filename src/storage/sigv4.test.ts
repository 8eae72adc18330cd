import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from './sigv4.js';

describe('SigV4', () => {
  // The "GET Object" example of Amazon S3's documentation (Signature Version 4, header-based auth).
  it('reproduces the published S3 example signature', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      keys: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  // s3rver (test/integration/s3-storage-s3rver.test.ts) does not check V4 signatures: these published
  // examples are what proves them. PUT: a body hash and a key character ($) that must be encoded once.
  const example = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
  const signatureOf = (h: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(h.authorization ?? '')?.[1];
  it('reproduces the published PUT Object example (body hash, encoded key)', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { host: 'examplebucket.s3.amazonaws.com', date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      keys: example,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('reproduces the published query examples (a value-less subresource, an unsorted query)', () => {
    const sign = (query: string) =>
      signatureOf(signRequest({ method: 'GET', url: new URL(`https://examplebucket.s3.amazonaws.com/${query}`), headers: { host: 'examplebucket.s3.amazonaws.com' }, payloadHash: sha256Hex(''), keys: example, now: new Date('2013-05-24T00:00:00Z') }));
    expect(sign('?lifecycle')).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    expect(sign('?prefix=J&max-keys=2')).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});
