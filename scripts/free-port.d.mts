/** A free TCP port on 127.0.0.1 (asked of the system, then released for the caller's server to take). */
export function freePort(): Promise<number>;
