type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array | Float64Array;

/** A typed array that grows as values are appended (the memory index's columns, memory-doc.ts). */
export class Column<T extends TypedArray> {
  length = 0;
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}
