type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;

/** A typed array that grows as values are appended (the memory index's columns, memory-doc.ts). */
export class Column<T extends TypedArray> {
  length = 0;
  data: T;

  /** `make` makes the typed array of a size; the column starts with room for `initial` values. */
  constructor(
    private readonly make: (size: number) => T,
    initial: number,
  ) {
    this.data = make(initial);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** Gives back the room kept for growth (up to half the array); the next push grows it again. */
  fit(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length) as T;
  }
}
