// Types of scripts/reload-gate.mjs (plain JavaScript: scripts/dev.mjs imports it before Vite runs).
type Transport = {
  connect?(handlers: { onMessage(payload: any): unknown; onDisconnection(): void }): unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
};

export type ReloadGate = {
  transport<T extends Transport>(transport: T): T;
  /** Waits until no reload is pending or running, and counts the request until `leave`. */
  enter(): Promise<void>;
  leave(): void;
};

export function createReloadGate(options?: {
  settleMs?: number;
  drainMs?: number;
  startupDrainMs?: number;
}): ReloadGate;
