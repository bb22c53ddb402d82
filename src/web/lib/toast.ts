/** A short message in a corner of the screen that goes away by itself (components/toaster). */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  description?: string;
}

export interface ToastOptions {
  /** How long it stays, in milliseconds. */
  duration?: number;
  /** A toast under the id of one still showing takes its place instead of adding another. */
  id?: string;
  /** A second, quieter line. */
  description?: string;
}

const DEFAULT_DURATION_MS = 3000;
/** Beyond this many the oldest goes, so a burst of failures cannot cover the page. */
const MAX_SHOWN = 3;

interface Shown {
  toast: Toast;
  /** Milliseconds it has left to show while its timer is stopped. */
  remaining: number;
  startedAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

const shown = new Map<string, Shown>();
const listeners = new Set<() => void>();
const none: readonly Toast[] = [];
let snapshot = none;
// Clocks wait until a list shows the toasts: its code (and its words) may still be loading.
let held = true;
let lastId = 0;

function publish() {
  snapshot = [...shown.values()].map((entry) => entry.toast);
  for (const listener of listeners) listener();
}

function start(entry: Shown) {
  if (entry.timer !== undefined) return;
  entry.startedAt = Date.now();
  entry.timer = setTimeout(() => dismissToast(entry.toast.id), entry.remaining);
}

function stop(entry: Shown) {
  if (entry.timer === undefined) return;
  clearTimeout(entry.timer);
  entry.timer = undefined;
  entry.remaining -= Date.now() - entry.startedAt;
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}) {
  // The server's render of a page has nowhere to show one, and its process is shared by visitors.
  if (typeof document === 'undefined') return;
  const { id = `toast-${++lastId}`, duration = DEFAULT_DURATION_MS, description } = options;
  remove(id);
  const entry: Shown = {
    toast: { id, kind, message, description },
    remaining: duration,
    startedAt: 0,
  };
  shown.set(id, entry);
  if (!held) start(entry);
  const [oldest] = shown.keys();
  if (shown.size > MAX_SHOWN && oldest) remove(oldest);
  publish();
}

function remove(id: string) {
  const entry = shown.get(id);
  if (entry) stop(entry);
  return shown.delete(id);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};

export function dismissToast(id: string) {
  if (remove(id)) publish();
}

/** Stops every toast's clock while the reader points at or focuses one; see `releaseToasts`. */
export function holdToasts() {
  held = true;
  for (const entry of shown.values()) stop(entry);
}

export function releaseToasts() {
  held = false;
  for (const entry of shown.values()) start(entry);
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The toasts showing, oldest first; the same array until they change. */
export const currentToasts = () => snapshot;

/** What the server renders, and hydration with it: none. */
export const noToasts = () => none;
