// GET /robots.txt — what crawlers may read, and where the sitemap is (sitemap/robots-txt.ts).
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../site-origin';
import { robotsTxt } from '../sitemap/robots-txt';

export default async function robotsRoutes(app: FastifyInstance, options: { siteUrl?: string }): Promise<void> {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(request, options.siteUrl))),
  );
}
