import { describe, expect, it } from 'vitest';
import type { AdmissionClass } from '../../config/admission-config.js';
import { AdmissionController, type RefusalReason } from './admission-controller.js';

const settings = { concurrency: { read: 2, search: 2, write: 1, heavy: 1 }, maxWaitMs: 500, maxEventLoopLagMs: 60, maxEventLoopUtilization: 0.95, maxPoolWaiting: 20 };

function setup(overrides: Partial<typeof settings> = {}) {
  let now = 0;
  let poolWaiting = 0;
  const controller = new AdmissionController({ ...settings, ...overrides }, { poolWaiting: () => poolWaiting }, () => now);
  const log: string[] = [];
  const enter = (cls: AdmissionClass, name: string) =>
    controller.enter(cls, { admit: () => log.push(`${name} admitted`), refuse: (reason: RefusalReason) => log.push(`${name} refused: ${reason}`) });
  return { controller, log, enter, advance: (ms: number) => (now += ms), setPoolWaiting: (n: number) => (poolWaiting = n) };
}

describe('AdmissionController', () => {
  it('admits up to the class concurrency, queues as many more, then refuses at once', () => {
    const { enter, log, controller } = setup();
    for (const name of ['a', 'b', 'c', 'd', 'e']) enter('read', name);
    expect(log).toEqual(['a admitted', 'b admitted', 'e refused: busy']);
    expect(controller.stats()).toMatchObject({ running: { read: 2 }, waiting: { read: 2 } });
  });

  it('gives a freed slot to the oldest waiting request', () => {
    const { enter, log, controller } = setup();
    for (const name of ['a', 'b', 'c', 'd']) enter('read', name);
    controller.leave('read');
    expect(log.slice(2)).toEqual(['c admitted']);
    controller.leave('read');
    expect(log.slice(3)).toEqual(['d admitted']);
  });

  it('refuses a request that waited longer than maxWaitMs, at the next tick or when a slot frees', () => {
    const { enter, log, controller, advance } = setup();
    enter('write', 'a');
    enter('write', 'b');
    advance(501);
    controller.tick(0);
    expect(log).toEqual(['a admitted', 'b refused: waited']);
    enter('write', 'c');
    advance(600);
    controller.leave('write');
    expect(log.slice(2)).toEqual(['c refused: waited']);
  });

  it('keeps one class from starving another: a full class refuses while the others admit', () => {
    const { enter, log } = setup();
    for (const name of ['w1', 'w2', 'w3']) enter('write', name);
    enter('search', 's1');
    enter('read', 'r1');
    enter('heavy', 'h1');
    expect(log).toEqual(['w1 admitted', 'w3 refused: busy', 's1 admitted', 'r1 admitted', 'h1 admitted']);
  });

  it('forgets a queued request whose client left', () => {
    const { enter, log, controller } = setup();
    enter('write', 'a');
    const queued = enter('write', 'b')!;
    controller.cancel('write', queued);
    enter('write', 'c');
    controller.leave('write');
    expect(log).toEqual(['a admitted', 'c admitted']);
  });

  it('thins new requests while the event loop lags, and admits everyone again once it is calm', () => {
    const { enter, log, controller } = setup({ concurrency: { read: 1000, search: 1000, write: 1000, heavy: 1000 } });
    for (let i = 0; i < 4; i++) controller.tick(200);
    expect(controller.stats().share).toBe(0.25);
    for (let i = 0; i < 8; i++) enter('search', `s${i}`);
    expect(log.filter((l) => l.endsWith('admitted'))).toHaveLength(2);
    expect(log.filter((l) => l.endsWith('refused: lagging'))).toHaveLength(6);
    for (let i = 0; i < 8; i++) controller.tick(5);
    expect(controller.stats().share).toBe(1);
    log.length = 0;
    for (let i = 0; i < 5; i++) enter('search', `t${i}`);
    expect(log.every((l) => l.endsWith('admitted'))).toBe(true);
  });

  it('ignores a lone late sample (a garbage collection, the CPU lent to another process): only a lasting lag is a backlog', () => {
    const { controller } = setup();
    for (const lag of [0, 150, 0, 0, 150, 5, 150, 150, 0]) controller.tick(lag);
    expect(controller.stats().share).toBe(1);
    for (const lag of [150, 150, 150]) controller.tick(lag);
    expect(controller.stats().share).toBe(0.5);
  });

  it('eases off while the loop never rests and its turns lengthen, and gives the share back once it rests', () => {
    const { controller } = setup();
    // Busy but turning quickly: a few clients asking as fast as they are answered, nobody waiting.
    for (let i = 0; i < 5; i++) controller.tick(5, 0.99);
    expect(controller.stats().share).toBe(1);
    controller.tick(30, 0.99);
    controller.tick(30, 0.99);
    expect(controller.stats().share).toBe(1);
    controller.tick(30, 0.99);
    expect(controller.stats().share).toBeCloseTo(0.9);
    controller.tick(30, 0.99);
    expect(controller.stats().share).toBeCloseTo(0.81);
    // Still busy all the time, turns short again: held, not given back.
    controller.tick(5, 0.99);
    expect(controller.stats().share).toBeCloseTo(0.81);
    controller.tick(0, 0.6);
    expect(controller.stats().share).toBeCloseTo(0.91);
    controller.tick(0, 0.6);
    expect(controller.stats().share).toBe(1);
  });

  it('refuses while the loop is stuck in one long turn (its timer has not run for longer than the lag allowed)', () => {
    const { enter, log, controller, advance } = setup();
    controller.tick(0);
    advance(50);
    enter('search', 'a');
    advance(100);
    enter('search', 'b');
    controller.tick(100);
    enter('search', 'c');
    expect(log).toEqual(['a admitted', 'b refused: lagging', 'c admitted']);
  });

  it('never thins below a twentieth, so the instance keeps doing some work', () => {
    const { controller } = setup();
    for (let i = 0; i < 20; i++) controller.tick(1000);
    expect(controller.stats().share).toBe(0.05);
  });

  it('refuses reads, writes and uploads while too many checkouts wait for the pool, but not searches', () => {
    const { enter, log, setPoolWaiting } = setup();
    setPoolWaiting(20);
    enter('read', 'r');
    enter('write', 'w');
    enter('heavy', 'h');
    enter('search', 's');
    expect(log).toEqual(['r refused: pool', 'w refused: pool', 'h refused: pool', 's admitted']);
  });

  it('with no wait allowed, refuses instead of queueing', () => {
    const { enter, log } = setup({ maxWaitMs: 0 });
    enter('write', 'a');
    enter('write', 'b');
    expect(log).toEqual(['a admitted', 'b refused: busy']);
  });

  it('answers whether an upgrade may start now without taking a slot', () => {
    const { enter, controller } = setup();
    expect(controller.admitsNow('read')).toBe(true);
    enter('read', 'a');
    enter('read', 'b');
    expect(controller.admitsNow('read')).toBe(false);
  });
});
