// Every seeded stub, packed: one growing byte buffer and an offset per stub (≈ 35 bytes a recipe instead of a
// JavaScript string and its array slot), so a million stubs stay a few tens of megabytes and no garbage.

export class StubList {
  private bytes = Buffer.alloc(1 << 16);
  private ends = new Uint32Array(1 << 12);
  private used = 0;
  length = 0;

  push(...stubs: string[]): void {
    for (const stub of stubs) {
      const size = Buffer.byteLength(stub);
      if (this.used + size > this.bytes.length) {
        const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.used + size));
        this.bytes.copy(grown, 0, 0, this.used);
        this.bytes = grown;
      }
      if (this.length === this.ends.length) {
        const grown = new Uint32Array(this.ends.length * 2);
        grown.set(this.ends);
        this.ends = grown;
      }
      this.used += this.bytes.write(stub, this.used);
      this.ends[this.length] = this.used;
      this.length += 1;
    }
  }

  /** The stub at `index` (0 = the first seeded). */
  at(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.length)
      throw new RangeError(`No stub ${index} of ${this.length}.`);
    const start = index === 0 ? 0 : (this.ends[index - 1] as number);
    return this.bytes.toString('utf8', start, this.ends[index]);
  }

  /** Bytes held (for the seed's memory report). */
  get byteSize(): number {
    return this.bytes.length + this.ends.byteLength;
  }
}
