import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface CurrentToast extends ToastMessage {
  id: number;
  open: boolean;
}

// docs/product-spec.md §9: one toast at a time, so a new toast simply replaces the current one.
let current: CurrentToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: CurrentToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(message: ToastMessage): void {
  publish({ ...message, id: nextId++, open: true });
}

export function dismissToast(id: number): void {
  if (current?.id === id) publish({ ...current, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): CurrentToast | null {
  return useSyncExternalStore(subscribe, () => current);
}
