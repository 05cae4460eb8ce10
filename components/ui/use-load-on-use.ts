"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from "react";
import { flushSync } from "react-dom";

/**
 * What the person did in the first look, carried into the live part. One object for the part's
 * life, updated as they type: the live part reads it when it first renders, which is in the same
 * task as the swap, so nothing typed in between is lost.
 */
export type CarriedUse = {
  /** Each named field's value, by name, as they typed or picked it. */
  values: Record<string, string>;
  /** The name of the field that has the focus. */
  focus: string | null;
  /** `data-use` of the last control they clicked (e.g. a gallery's "open"), for the live part. */
  clicked: string | null;
  /** The selected part of the focused field's text, and the field and text it was read in. */
  selection: { field: string; start: number; end: number; text: string } | null;
};

/** The one {@link CarriedUse} of a part, written by its first look's event handlers. */
class Carried implements CarriedUse {
  values: Record<string, string> = {};
  focus: string | null = null;
  clicked: string | null = null;
  selection: CarriedUse["selection"] = null;
  typed(name: string, value: string) {
    this.values[name] = value;
  }
  focused(name: string | null) {
    this.focus = name;
  }
  pressed(control: string | null) {
    this.clicked = control;
  }
  /**
   * Text typed before the page's code could listen (a field filled before hydration) is only in
   * the fields themselves: read every text field of `root` the person changed.
   */
  collect(root: HTMLElement | null) {
    root
      ?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]")
      .forEach((field) => {
        if (
          field instanceof HTMLInputElement &&
          ["checkbox", "radio", "hidden"].includes(field.type)
        )
          return;
        if (field.value !== field.defaultValue) this.values[field.name] = field.value;
      });
  }
  /**
   * The selection in the focused field of `root` as the live part is about to take over: text
   * selected (Ctrl+A) just before the swap is still selected after it, so what is typed next
   * replaces it instead of being added to the end. E-mail and number fields have no selection to
   * read: there the one {@link select} last recorded stands, if it is this field's and its text.
   */
  selected(root: HTMLElement | null) {
    const field = document.activeElement;
    const recorded = this.selection;
    this.selection = null;
    if (!root?.contains(field)) return;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const range = selectionOf(field);
    if (range) this.selection = { field: field.name, ...range, text: field.value };
    else if (recorded?.field === field.name && recorded.text === field.value)
      this.selection = recorded;
  }
  /**
   * Text was selected in a field (a `select` event: Ctrl+A, `select()`, a drag) — possibly after
   * the code arrived and before the live part took over, which a read on arrival would miss.
   * Where the selection cannot be read (e-mail, number) it is taken as the whole text: what
   * Ctrl+A and `select()` (Playwright's `fill`) select.
   */
  select(field: EventTarget | null) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const range = selectionOf(field) ?? { start: 0, end: field.value.length };
    this.selection = { field: field.name, ...range, text: field.value };
  }
  /** A key or the pointer may move the caret, typing replaces the selection: it is no more known. */
  unselect() {
    this.selection = null;
  }
}

/** A field's selection, or null where it cannot be read (e-mail and number fields). */
function selectionOf(
  field: HTMLInputElement | HTMLTextAreaElement,
): { start: number; end: number } | null {
  try {
    if (field.selectionStart === null) return null;
    return { start: field.selectionStart, end: field.selectionEnd ?? field.selectionStart };
  } catch {
    return null;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldOf(target: EventTarget | null): Field | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target
    : null;
}

/**
 * A part of the page whose code loads when the person first reaches for it — the pointer over it,
 * a touch, the focus in one of its fields, a click or a submit — instead of with the page. Until
 * then the page shows its first look (the same markup, without handlers); once the code is there,
 * the live part takes its place with what was typed, the focus and a pending submit carried over.
 * Spread `triggers` on the element that holds both.
 *
 * `load` must be stable (a module-level `() => import(…)`).
 */
export function useLoadOnUse<M>(load: () => Promise<M>): {
  live: { module: M; carried: CarriedUse } | null;
  triggers: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onTouchStart: () => void;
    onFocus: (event: React.FocusEvent) => void;
    onBlur: (event: React.FocusEvent) => void;
    onInputCapture: (event: FormEvent) => void;
    onChangeCapture: (event: FormEvent) => void;
    onClickCapture: (event: React.MouseEvent) => void;
    onSubmitCapture: (event: FormEvent) => void;
  };
} {
  const ref = useRef<HTMLDivElement>(null);
  const [carried] = useState(() => new Carried());
  const [module, setModule] = useState<M | null>(null);
  const started = useRef(false);
  const submitted = useRef(false);
  /** The code is there and the swap is under way: a blur now is the first look going away. */
  const arrived = useRef(false);

  /** A pointer is pressed in the part: the swap waits until its click has happened. */
  const pressed = useRef(false);
  /** The code that arrived during a press, swapped in once the press is over. */
  const held = useRef<{ loaded: M } | null>(null);

  const swap = useCallback(
    (loaded: M) => {
      arrived.current = true;
      carried.collect(ref.current);
      carried.selected(ref.current);
      // Rendered and committed now, in this task: a render React scheduled for later left a
      // moment in which the first look still took the focus and selections that were never read
      // (a rate selected there got the caret in the live field, and "8.5" typed became "8.58.5").
      flushSync(() => setModule(() => loaded));
    },
    [carried],
  );

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (loaded) => {
        // Replacing the button under a pressed pointer would lose its click (the press and the
        // release would land on two different elements): the first look takes the click first.
        if (pressed.current) held.current = { loaded };
        else swap(loaded);
      },
      () => {
        // A failed download (offline for a moment) is tried again on the next use.
        started.current = false;
      },
    );
  }, [load, swap]);

  const press = useCallback(() => {
    // Once the code is there nothing waits for a release.
    if (arrived.current) return;
    pressed.current = true;
    const release = () => {
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
      pressed.current = false;
      // After the click the release makes (dispatched in the same task as the release).
      setTimeout(() => {
        const waiting = held.current;
        held.current = null;
        if (waiting) swap(waiting.loaded);
      }, 0);
    };
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    start();
  }, [start, swap]);

  // Right after the swap, before the next event: the focus goes back to the same field with the
  // selection it had (or the caret at the end), so typing goes on where it was.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!module || !root || !carried.focus) return;
    const field = root.querySelector<Field>(`[name="${CSS.escape(carried.focus)}"]`);
    field?.focus();
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      const end = field.value.length;
      // The selection last read (on arrival, or a `select` since), if nothing was typed since;
      // else the caret at the end.
      const selection = carried.selection;
      const kept =
        selection?.field === field.name && selection.text === field.value ? selection : null;
      const [from, to] = kept ? [kept.start, kept.end] : [end, end];
      // The whole text, the one selection e-mail and number fields can be given: typing next
      // replaces it, as it would have in the first look (Ctrl+A then typing, Playwright's fill).
      if (from === 0 && to === end && end > 0) field.select();
      else {
        try {
          field.setSelectionRange(from, to);
        } catch {
          // e-mail and number fields have no caret to place
        }
      }
    }
  }, [module, carried]);

  // `select` has no React event on e-mail and number fields: listened to natively, until the swap.
  useEffect(() => {
    const root = ref.current;
    if (module || !root) return;
    const select = (event: Event) => carried.select(event.target);
    const unselect = () => carried.unselect();
    root.addEventListener("select", select, true);
    root.addEventListener("keydown", unselect, true);
    root.addEventListener("pointerdown", unselect, true);
    root.addEventListener("input", unselect, true);
    return () => {
      root.removeEventListener("select", select, true);
      root.removeEventListener("keydown", unselect, true);
      root.removeEventListener("pointerdown", unselect, true);
      root.removeEventListener("input", unselect, true);
    };
  }, [module, carried]);

  // A form sent in the first look is sent by the live part.
  useEffect(() => {
    if (!module || !submitted.current) return;
    submitted.current = false;
    ref.current?.querySelector("form")?.requestSubmit();
  }, [module]);

  const remember = (event: FormEvent) => {
    const field = fieldOf(event.target);
    if (!module && field?.name) carried.typed(field.name, field.value);
  };

  return {
    live: module ? { module, carried } : null,
    triggers: {
      ref,
      onPointerEnter: start,
      onPointerDown: press,
      onTouchStart: start,
      // React's onFocus and onBlur bubble: the focus in any field of the part.
      onFocus: (event) => {
        if (module) return;
        carried.focused(fieldOf(event.target)?.name || null);
        start();
      },
      onBlur: (event) => {
        if (arrived.current || ref.current?.contains(event.relatedTarget as Node | null)) return;
        carried.focused(null);
      },
      onInputCapture: remember,
      onChangeCapture: remember,
      onClickCapture: (event) => {
        if (module) return;
        const control = (event.target as Element).closest<HTMLElement>("[data-use]");
        if (control) carried.pressed(control.dataset.use ?? null);
        start();
      },
      onSubmitCapture: (event) => {
        if (module) return;
        event.preventDefault();
        submitted.current = true;
        start();
      },
    },
  };
}
