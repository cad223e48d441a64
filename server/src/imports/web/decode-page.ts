// A fetched page's bytes as text: the charset the server named, else the one the page declares in its first
// bytes (<meta charset> / http-equiv), else UTF-8. A byte-order mark wins over both (TextDecoder honours it).

function declaredCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 4096).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1];
}

export function decodePage(bytes: Buffer, charset?: string): string {
  for (const label of [charset, declaredCharset(bytes), 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label.toLowerCase()).decode(bytes);
    } catch {
      // An unknown label: try the next source.
    }
  }
  return bytes.toString('utf8');
}
