/**
 * Until the browser app has taken over a server-drawn page (main.tsx: hydrated, or replaced for a
 * signed-in person), that page's buttons do nothing,
 * its forms would be sent the old way (a reload with the fields in the address), and what is typed
 * would vanish with the replacement. What is typed, clicks on buttons and form submissions made in
 * that moment are held, then replayed on the same field or button of the app's page — only if it is
 * the same one (same tag and text or name), never on another one.
 */

const CONTROLS = 'button, [role="button"], input[type="submit"], input[type="checkbox"], input[type="radio"], summary';

interface HeldClick {
  path: number[];
  tag: string;
  text: string;
  /** A box or radio: ticked or not once the person's click was done. */
  checked?: boolean;
}

function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

const describe = (element: Element) => ({ tag: element.tagName, text: (element.textContent ?? '').trim() });

/** Starts holding; the returned function stops and replays what was held. */
export function holdEarlyClicks(root: Element, doc: Document = document): () => void {
  const held: HeldClick[] = [];
  const typed = new Map<string, { path: number[]; tag: string; kind: string; value: string }>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || !root.contains(field)) return;
    const path = pathFrom(root, field);
    typed.set(path.join('.'), { path, tag: field.tagName, kind: fieldKind(field), value: field.value });
  };
  const hold = (control: Element | null, event: Event) => {
    if (!control || !root.contains(control)) return;
    // A box or a radio still ticks at once (the person sees their choice); the app's page, drawn
    // unticked, gets the same click replayed. Anything else waits for the app.
    const ticks = isTickable(control);
    if (!ticks) event.preventDefault();
    event.stopPropagation();
    held.push({ path: pathFrom(root, control), ...describe(control), ...(ticks ? { checked: control.checked } : {}) });
  };
  const onClick = (event: Event) => hold(event.target instanceof Element ? event.target.closest(CONTROLS) : null, event);
  const onSubmit = (event: Event) => {
    const submitter = (event as SubmitEvent).submitter;
    if (submitter) hold(submitter, event);
    else if (event.target instanceof Element && root.contains(event.target)) event.preventDefault();
  };
  // The drawn page's submit buttons wait for this code (use-hydrated.ts: a submission before it would be
  // sent the old way); from now on their clicks are held and replayed, so they may be pressed.
  for (const control of root.querySelectorAll('[data-wait-for-app]')) {
    control.removeAttribute('disabled');
    control.removeAttribute('aria-disabled');
  }
  // What was typed or ticked before this code arrived is on the drawn page already.
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isTickable(field)) {
      if (field.checked !== field.defaultChecked) held.push({ path: pathFrom(root, field), ...describe(field), checked: field.checked });
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) {
      onInput({ target: field } as unknown as Event);
    }
  }
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  let released = false;
  return () => {
    // Once: React's strict mode runs the caller's effect twice in development.
    if (released) return;
    released = true;
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    const steps: ReplayStep[] = [
      ...[...typed.values()].map((field) => ({
        path: field.path,
        matches: (target: Element) => target.tagName === field.tag && fieldKind(target as HTMLInputElement) === field.kind,
        apply: (target: Element) => retype(target as HTMLInputElement, field.value),
      })),
      ...held.map((click) => ({
        path: click.path,
        matches: (target: Element) => {
          const now = describe(target);
          return now.tag === click.tag && now.text === click.text;
        },
        apply: (target: Element) => {
          // A hydrated page kept the box as the person left it while the app's state is unticked: it is
          // put back as before their click, which is then replayed for the app to see. The event first
          // makes React adopt a box it has not yet (React reads boxes' clicks, not this event).
          if (click.checked !== undefined && isTickable(target)) {
            target.checked = !click.checked;
            target.dispatchEvent(new Event('input', { bubbles: true }));
          }
          (target as HTMLElement).click();
        },
      })),
    ];
    void replay(root, steps);
  };
}

interface ReplayStep {
  path: number[];
  matches: (target: Element) => boolean;
  apply: (target: Element) => void;
}

/** How long a held step waits for its field or button to appear (a part of the page loading its texts). */
const REPLAY_WAIT_MS = 5_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One step per task: React applies what a typed value or a ticked box changed before the next step
 * runs, so a replayed "S'inscrire" sends what was typed, not the page's first, empty state.
 */
async function replay(root: Element, steps: readonly ReplayStep[]): Promise<void> {
  for (const step of steps) {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    const ready = (target: Element | null): target is Element => target !== null && adopted(target) && step.matches(target);
    let target = elementAt(root, step.path);
    while (!ready(target) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      target = elementAt(root, step.path);
    }
    if (ready(target)) step.apply(target);
    await nextTask();
  }
}

/**
 * Whether React has taken the element over (its fiber is on it): a hydrated page's parts are adopted
 * in turns, and a value or a click given to a part not yet adopted would be React's starting state,
 * not a change it sees.
 */
function adopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** Ids differ between the server's render and the app's: a field is known by its type and name. */
function fieldKind(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  return `${field.type}:${field.name}`;
}

function isTickable(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/**
 * Sets a field's value the way typing does, so that React's onChange sees it. React notices a change
 * against the value it last knew, which a hydrated field took from what was typed (and a field it has
 * not adopted yet takes on the first event it gets): the field is emptied first, then given the value.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  if (isTickable(field)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  for (const step of [value === '' ? ' ' : '', value]) {
    setter?.call(field, step);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
