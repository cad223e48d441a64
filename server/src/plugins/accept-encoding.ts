// Which content coding a client takes (RFC 9110 §12.5.3): brotli or gzip when it accepts them, brotli first on a tie.
export type ContentCoding = 'br' | 'gzip' | 'identity';

const CODINGS = ['br', 'gzip'] as const;

export function preferredCoding(header: string | undefined): ContentCoding {
  if (!header) return 'identity';
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: ContentCoding = 'identity';
  let bestQuality = 0;
  for (const coding of CODINGS) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  return best;
}
