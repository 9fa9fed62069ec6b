import type http from "node:http";
import { StartupError, describeError } from "./startup-error";

/** Binds the server; a listen error becomes a StartupError naming the setting and the fix. */
export function listen(server: http.Server, port: number, host: string, portVar = "PORT", hostVar = "HOST") {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(listenError(err, port, host, portVar, hostVar));
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}

/** Express 5 hands listen errors to the callback, where they were ignored: now they stop the start. */
export function listenError(err: unknown, port: number, host: string, portVar: string, hostVar: string) {
  const code = (err as NodeJS.ErrnoException).code;
  const where = `${portVar}=${port} on ${hostVar}=${host}`;
  switch (code) {
    case "EADDRINUSE":
      return new StartupError(
        `${where} is already in use (EADDRINUSE): stop the other process or choose another ${portVar}.`,
      );
    case "EACCES":
      return new StartupError(
        `${where} needs privileges this user lacks (EACCES): choose a ${portVar} above 1023, or put a reverse proxy in front.`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
      return new StartupError(
        `${hostVar}=${host} is not an address of this machine (${code}): use 0.0.0.0, 127.0.0.1 or one of its addresses.`,
      );
    default:
      return new StartupError(`${where} cannot be opened (${describeError(err)}).`);
  }
}
