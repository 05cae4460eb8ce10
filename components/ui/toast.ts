import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Call = (sonner: Sonner) => void;

/**
 * Toasts without sonner in every page's first script: `toast.success` / `toast.error` load sonner
 * with the first toast (most visits show none). A toast asked for before sonner and a <Toaster />
 * are ready waits for both, so none is lost: sonner's Toaster only shows toasts made after it
 * has mounted.
 */
let sonner: Sonner | null = null;
let loading: Promise<void> | null = null;
let mountedToasters = 0;
const waiting: Call[] = [];
const sonnerListeners = new Set<() => void>();

function flush(): void {
  if (!sonner || mountedToasters === 0) return;
  for (const call of waiting.splice(0)) call(sonner);
}

function load(): Promise<void> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const listener of sonnerListeners) listener();
    flush();
  });
  return loading;
}

function show(call: Call): void {
  if (sonner && mountedToasters > 0) {
    call(sonner);
    return;
  }
  waiting.push(call);
  void load();
}

/**
 * The page's language for toasts: the Toaster (inside the language's provider) sets it, so a
 * message in English from a schema or the server is shown in the page's words.
 */
let translate: (message: string) => string = (message) => message;

export function setToastTranslator(translator: (message: string) => string): void {
  translate = translator;
}

export const toast = {
  success(message: string, options?: ExternalToast): void {
    show((s) => s.toast.success(translate(message), options));
  },
  error(message: string, options?: ExternalToast): void {
    show((s) => s.toast.error(translate(message), options));
  },
};

/** For <Toaster />: sonner once some toast has loaded it, else null (useSyncExternalStore). */
export function loadedSonner(): Sonner | null {
  return sonner;
}

export function subscribeSonner(listener: () => void): () => void {
  sonnerListeners.add(listener);
  return () => sonnerListeners.delete(listener);
}

/** Called by <Toaster /> once sonner's Toaster listens; the returned function on unmount. */
export function toasterMounted(): () => void {
  mountedToasters += 1;
  flush();
  return () => {
    mountedToasters -= 1;
  };
}
