// The two cookie operations the session needs. (@fastify/cookie loads its parser with a dynamic import(),
// which Jest's CommonJS mode cannot run; this is all we use of it.)

/** The value of cookie `name` in a Cookie request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

export interface CookieAttributes {
  path: string;
  expires: Date;
  httpOnly: boolean;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
}

/** A Set-Cookie header value. `value` must be cookie-safe already (our tokens are base64url). */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${value}`,
    `Path=${attributes.path}`,
    `Expires=${attributes.expires.toUTCString()}`,
    ...(attributes.httpOnly ? ['HttpOnly'] : []),
    `SameSite=${attributes.sameSite}`,
    ...(attributes.secure ? ['Secure'] : []),
  ].join('; ');
}
