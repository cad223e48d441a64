// Security headers on every response: a strict CSP the built front end works under, nosniff, no framing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins the shell may load remotes (scripts, manifests) from besides its own, e.g. `https://cdn.example.com`. */
  remoteOrigins?: string[];
  /** Origins of the published releases live right now (releases/live-remotes.ts): they change without a restart. */
  liveOrigins?: () => string[];
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function contentSecurityPolicy(remoteOrigins: string[], allowInlineStyles = false): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    // The built apps extract their CSS to files; only the API docs page needs inline styles.
    'style-src': ["'self'", ...remoteOrigins, ...(allowInlineStyles ? ["'unsafe-inline'"] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  });
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const remoteOrigins = options.remoteOrigins ?? [];
  const policies = {
    key: '',
    site: contentSecurityPolicy(remoteOrigins),
    docs: contentSecurityPolicy(remoteOrigins, true),
  };
  const currentPolicies = () => {
    const live = options.liveOrigins?.().filter((origin) => !remoteOrigins.includes(origin)) ?? [];
    const key = live.join(' ');
    if (key !== policies.key) {
      const origins = [...remoteOrigins, ...live];
      Object.assign(policies, {
        key,
        site: contentSecurityPolicy(origins),
        docs: contentSecurityPolicy(origins, true),
      });
    }
    return policies;
  };

  await app.register(helmet, {
    // Set below as one header, so the value is exactly what this file says.
    contentSecurityPolicy: false,
    // Shells on other origins may load remotes and images from this server.
    crossOriginResourcePolicy: remoteOrigins.length > 0 ? { policy: 'cross-origin' } : { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });

  // Set as the answer leaves (a page refreshes the live releases first, so its policy names their origins); an
  // answer that set its own stricter policy (a picture) keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('content-security-policy')) return;
    const { site, docs } = currentPolicies();
    reply.header('content-security-policy', request.url.startsWith('/api/docs') ? docs : site);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
