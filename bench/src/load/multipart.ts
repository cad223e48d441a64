// A multipart/form-data body as the editor's form sends it (the load generator needs the raw bytes).
import { randomBytes } from 'node:crypto';

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
): MultipartBody {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}
