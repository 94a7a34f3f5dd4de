/**
 * HyperLogLog (Flajolet et al. 2007, with linear counting for small cardinalities) of session ids:
 * the "sessions" of an aggregate row, mergeable across hours, pages and browsers (register-wise
 * max). 2^10 = 1,024 registers: standard error 1.04 / √1024 ≈ 3.3 %; below ~2,500 sessions the
 * linear-counting branch is used, which is exact-ish (≈ 1 % under 100). Stored sparse (index delta
 * + register) while fewer than 400 registers are set, else dense (1,024 bytes). Only hashes are
 * kept: no session id can be read back.
 */
import { createHash } from 'node:crypto';
import type { ByteReader, ByteWriter } from './bytes';

export const HLL_PRECISION = 10;
const M = 1 << HLL_PRECISION;
const SPARSE_MAX = 400;

export type Hll = Uint8Array;

export function newHll(): Hll {
  return new Uint8Array(M);
}

/** Register index and rank of `value` (SHA-256's first 64 bits). */
export function hllPoint(value: string): [index: number, rank: number] {
  const h = createHash('sha256').update(value).digest();
  const hi = h.readUInt32BE(0);
  const lo = h.readUInt32BE(4);
  const index = hi >>> (32 - HLL_PRECISION);
  // The remaining 54 bits: 22 of `hi`, then 32 of `lo`; rank = leading zeros + 1.
  const rest = hi & ((1 << (32 - HLL_PRECISION)) - 1);
  let rank: number;
  if (rest !== 0) rank = Math.clz32(rest) - HLL_PRECISION + 1;
  else rank = lo !== 0 ? 32 - HLL_PRECISION + Math.clz32(lo) + 1 : 64 - HLL_PRECISION + 1;
  return [index, rank];
}

export function hllAdd(hll: Hll, point: [number, number]): void {
  const [i, r] = point;
  if (r > hll[i]!) hll[i] = r;
}

export function hllMerge(into: Hll, from: Hll): void {
  for (let i = 0; i < M; i++) if (from[i]! > into[i]!) into[i] = from[i]!;
}

/** Estimated number of distinct values added. */
export function hllCount(hll: Hll): number {
  let sum = 0;
  let zeros = 0;
  for (let i = 0; i < M; i++) {
    sum += 2 ** -hll[i]!;
    if (hll[i] === 0) zeros++;
  }
  const alpha = 0.7213 / (1 + 1.079 / M);
  const estimate = (alpha * M * M) / sum;
  if (estimate <= 2.5 * M && zeros > 0) return Math.round(M * Math.log(M / zeros));
  return Math.round(estimate);
}

export function writeHll(out: ByteWriter, hll: Hll): void {
  let set = 0;
  for (let i = 0; i < M; i++) if (hll[i]) set++;
  if (set >= SPARSE_MAX) {
    out.varint(0);
    for (let i = 0; i < M; i++) out.varint(hll[i]!);
    return;
  }
  out.varint(1);
  out.varint(set);
  let previous = 0;
  for (let i = 0; i < M; i++) {
    if (!hll[i]) continue;
    out.varint(i - previous);
    out.varint(hll[i]!);
    previous = i;
  }
}

export function readHll(input: ByteReader): Hll {
  const hll = newHll();
  if (input.varint() === 0) {
    for (let i = 0; i < M; i++) hll[i] = input.varint();
    return hll;
  }
  const set = input.varint();
  let index = 0;
  for (let k = 0; k < set; k++) {
    index += input.varint();
    hll[index] = input.varint();
  }
  return hll;
}
