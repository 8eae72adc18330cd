import { describe, expect, it } from 'vitest';
import type { ChecklistTask } from '../booking/api/types';
import { checklistProgress, groupChecklist } from './checklist';

const task = (id: string, category: ChecklistTask['category'], done = false): ChecklistTask => ({ id, category, label: id, done, doneAt: done ? '2026-11-22T10:00:00Z' : null });

describe('groupChecklist', () => {
  it('groups by category in the contract order, keeping task order and skipping empty categories', () => {
    const groups = groupChecklist([task('sink', 'kitchen'), task('dust', 'general'), task('oven', 'kitchen'), task('tub', 'bathroom')]);
    expect(groups.map((g) => g.category)).toEqual(['general', 'kitchen', 'bathroom']);
    expect(groups[1]?.tasks.map((t) => t.id)).toEqual(['sink', 'oven']);
  });

  it('is empty without tasks', () => {
    expect(groupChecklist([])).toEqual([]);
  });
});

describe('checklistProgress', () => {
  it('counts done tasks', () => {
    const tasks = [task('a', 'general', true), task('b', 'kitchen', true), task('c', 'kitchen'), ...Array.from({ length: 5 }, (_, i) => task(`x${i}`, 'other', i === 0))];
    expect(checklistProgress(tasks)).toEqual({ done: 3, total: 8, complete: false });
    expect(checklistProgress([task('a', 'general', true)]).complete).toBe(true);
  });
});
