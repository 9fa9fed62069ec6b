/** A TCP port on 127.0.0.1 that nothing listens on right now: tests never use fixed ports. */
export function freePort(): Promise<number>;
