// Runs in Node (vitest), reading the files the browser loads from /locales.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSYNESS_ORDER } from './busyness';

const words = (language: string) =>
  (JSON.parse(readFileSync(new URL(`../../../public/locales/${language}/calendar.json`, import.meta.url), 'utf8')) as { busyness: Record<string, string> }).busyness;

describe('the calendar legend', () => {
  it('lists the five busyness levels of the spec, from free to full', () => {
    expect(BUSYNESS_ORDER).toEqual(['available', 'somewhat_busy', 'busy', 'very_busy', 'unavailable']);
  });

  it.each(['fr', 'en'])('names each of them in %s (never a raw key such as busyness.busy)', (language) => {
    const names = words(language);
    for (const level of BUSYNESS_ORDER) expect(names[level], level).toMatch(/\S/);
  });
});
