/**
 * The structured log the domain layers write to, without naming the HTTP framework: the server's (pino) logger
 * fits it, and tests pass a plain object.
 */
export interface Log {
  info(details: object, message?: string): void;
  info(message: string): void;
  warn(details: object, message?: string): void;
  warn(message: string): void;
  error(details: object, message?: string): void;
  error(message: string): void;
}
