// A small toast store in the shadcn style: module state, listeners, and a reducer.
import { useSyncExternalStore, type ReactNode } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../../common/constants";

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Toaster's default (TOAST_DURATION_MS) when unset. */
  duration?: number;
  action?: ReactNode;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

type State = { toasts: ToastItem[] };

type Action =
  | { type: "add"; toast: ToastItem }
  | { type: "update"; toast: Partial<ToastItem> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

let state: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function reduce(current: State, action: Action): State {
  switch (action.type) {
    case "add":
      // Spec §9: one toast at a time; the newest wins.
      return { toasts: [action.toast, ...current.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: current.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "dismiss":
      return {
        toasts: current.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return { toasts: action.id === undefined ? [] : current.toasts.filter((t) => t.id !== action.id) };
  }
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dispatch(action: Action): void {
  if (action.type === "dismiss") {
    for (const t of state.toasts) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  state = reduce(state, action);
  for (const listener of listeners) listener();
}

/** Dismisses one toast, or all of them. */
export function dismissToast(id?: string): void {
  dispatch({ type: "dismiss", id });
}

/** Shows a toast (replacing the one on screen); returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: "add", toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

/** The store's current toasts (for tests and non-React code). */
export function currentToasts(): readonly ToastItem[] {
  return state.toasts;
}

/** The toasts on screen, plus `toast` and `dismiss`. */
export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
