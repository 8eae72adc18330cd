import type { ChecklistCategory, ChecklistTask } from '../booking/api/types';

/** The contract's order of categories, so every booking reads the same way. */
export const CATEGORY_ORDER: readonly ChecklistCategory[] = ['general', 'kitchen', 'bathroom', 'bedroom', 'living_room', 'common_areas', 'outdoor', 'specific', 'other'];

export interface ChecklistGroup {
  category: ChecklistCategory;
  tasks: ChecklistTask[];
}

/** Tasks grouped by category (empty categories left out), keeping the tasks' own order. */
export function groupChecklist(tasks: readonly ChecklistTask[]): ChecklistGroup[] {
  return CATEGORY_ORDER.map((category) => ({ category, tasks: tasks.filter((task) => task.category === category) })).filter((group) => group.tasks.length > 0);
}

export function checklistProgress(tasks: readonly ChecklistTask[]): { done: number; total: number; complete: boolean } {
  const done = tasks.filter((task) => task.done).length;
  return { done, total: tasks.length, complete: done === tasks.length };
}
