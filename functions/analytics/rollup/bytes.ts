/** Tiny binary writer / reader (varints, zigzag, float64, byte runs) for the stored aggregates. */

export class ByteWriter {
  private buf = Buffer.alloc(256);
  private pos = 0;

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const next = Buffer.alloc(Math.max(this.buf.length * 2, this.pos + n));
    this.buf.copy(next, 0, 0, this.pos);
    this.buf = next;
  }
  /** Unsigned integer 0 … 2^53, LEB128. */
  varint(value: number): void {
    let v = Math.max(0, Math.floor(value));
    this.ensure(8);
    while (v >= 0x80) {
      this.buf[this.pos++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.pos++] = v;
  }
  /** Signed integer (zigzag + varint). */
  zigzag(value: number): void {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }
  float64(value: number): void {
    this.ensure(8);
    this.buf.writeDoubleLE(value, this.pos);
    this.pos += 8;
  }
  bytes(value: Uint8Array): void {
    this.varint(value.length);
    this.ensure(value.length);
    this.buf.set(value, this.pos);
    this.pos += value.length;
  }
  string(value: string): void {
    this.bytes(Buffer.from(value, 'utf8'));
  }
  done(): Uint8Array {
    return new Uint8Array(this.buf.subarray(0, this.pos));
  }
}

export class ByteReader {
  private pos = 0;
  private readonly buf: Buffer;
  constructor(bytes: Uint8Array) {
    this.buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  varint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      if (this.pos >= this.buf.length) throw new RangeError('Truncated aggregate');
      const b = this.buf[this.pos++]!;
      result += (b & 0x7f) * scale;
      if (b < 0x80) return result;
      scale *= 0x80;
    }
  }
  zigzag(): number {
    const v = this.varint();
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  }
  float64(): number {
    const v = this.buf.readDoubleLE(this.pos);
    this.pos += 8;
    return v;
  }
  bytes(): Uint8Array {
    const n = this.varint();
    const out = new Uint8Array(this.buf.subarray(this.pos, this.pos + n));
    this.pos += n;
    return out;
  }
  string(): string {
    return Buffer.from(this.bytes()).toString('utf8');
  }
  get atEnd(): boolean {
    return this.pos >= this.buf.length;
  }
}
