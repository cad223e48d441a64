/** The text of a multipart part, whether it was appended as a string or as a Blob. */
export function partText(part: FormDataEntryValue | null): Promise<string> {
  if (part === null) return Promise.reject(new Error('The part is missing.'));
  if (typeof part === 'string') return Promise.resolve(part);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(part);
  });
}
