import type { Doc } from '../read-store.js';
import { asciiLower, isAscii, searchedText } from './filter-compiler.js';

/** A pair of ASCII characters, A-Z as a-z, as one number; -1 when either is not ASCII. */
const pairCode = (text: string, at: number): number => {
  let first = text.charCodeAt(at);
  let second = text.charCodeAt(at + 1);
  if (first >= 0x80 || second >= 0x80) return -1;
  if (first >= 65 && first <= 90) first += 32;
  if (second >= 65 && second <= 90) second += 32;
  return (first << 7) | second;
};

const wordBits = 32;

/**
 * Which documents may contain a text in some fields: for every pair of neighbouring ASCII
 * characters (case folded) found there, a bitmap of the documents that hold it. A document holding
 * a literal holds each of its pairs, so the documents in every one of the literal's bitmaps are
 * the only ones worth a look: usually a few dozen out of 100,000, never a miss. Bitmaps stay small
 * (a bit a document for each of the pairs that occur, about two thousand for IDs, names and
 * e-mails), are kept current document by document, and answer in microseconds.
 */
export class PairIndex {
  private readonly slots = new Map<string, number>();
  private readonly docs: (Doc | undefined)[] = [];
  /** Each document's searched text, A-Z as a-z, to check candidates without a lookup. */
  private readonly texts: string[] = [];
  private readonly free: number[] = [];
  private readonly bitmaps = new Map<number, Uint32Array>();
  private words = 0;

  constructor(readonly fields: readonly string[]) {}

  add(doc: Doc): void {
    let slot = this.free.pop();
    if (slot === undefined) {
      slot = this.docs.length;
      this.docs.push(undefined);
      this.texts.push('');
      if (slot >= this.words * wordBits) this.grow();
    }
    this.docs[slot] = doc;
    this.slots.set(doc._id, slot);
    const text = searchedText(doc, this.fields);
    this.texts[slot] = asciiLower(text);
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (let at = 0; at + 1 < text.length; at += 1) {
      const code = pairCode(text, at);
      if (code < 0) continue;
      let bitmap = this.bitmaps.get(code);
      if (!bitmap) {
        bitmap = new Uint32Array(this.words);
        this.bitmaps.set(code, bitmap);
      }
      bitmap[word] = (bitmap[word] ?? 0) | bit;
    }
  }

  remove(doc: Doc): void {
    const slot = this.slots.get(doc._id);
    if (slot === undefined) return;
    const text = searchedText(doc, this.fields);
    const word = slot >>> 5;
    const mask = ~(1 << (slot & 31));
    for (let at = 0; at + 1 < text.length; at += 1) {
      const bitmap = this.bitmaps.get(pairCode(text, at));
      if (bitmap) bitmap[word] = (bitmap[word] ?? 0) & mask;
    }
    this.slots.delete(doc._id);
    this.docs[slot] = undefined;
    this.texts[slot] = '';
    this.free.push(slot);
  }

  /**
   * The documents whose searched text may contain the literal, or undefined when it has no pair of
   * ASCII characters to narrow them down by. `exact` says they all do: a case-insensitive ASCII
   * literal is checked here, in the folded texts; anything else is left to the caller to check.
   */
  search(literal: string, caseInsensitive: boolean): { docs: Doc[]; exact: boolean } | undefined {
    const codes = new Set<number>();
    for (let at = 0; at + 1 < literal.length; at += 1) {
      const code = pairCode(literal, at);
      if (code >= 0) codes.add(code);
    }
    if (codes.size === 0) return undefined;
    const bitmaps: Uint32Array[] = [];
    for (const code of codes) {
      const bitmap = this.bitmaps.get(code);
      if (!bitmap) return { docs: [], exact: true };
      bitmaps.push(bitmap);
    }
    // Without the u flag, /i never folds a non-ASCII character onto an ASCII one.
    const exact = caseInsensitive && isAscii(literal);
    const needle = literal.toLowerCase();
    const docs: Doc[] = [];
    for (let word = 0; word < this.words; word += 1) {
      let bits = 0xffffffff;
      for (const bitmap of bitmaps) {
        bits &= bitmap[word] ?? 0;
        if (bits === 0) break;
      }
      while (bits !== 0) {
        const lowest = bits & -bits;
        const slot = word * wordBits + 31 - Math.clz32(lowest);
        const doc = this.docs[slot];
        if (doc && (!exact || this.texts[slot]?.includes(needle))) docs.push(doc);
        bits ^= lowest;
      }
    }
    return { docs, exact };
  }

  private grow(): void {
    const words = Math.max(1024, this.words * 2);
    for (const [code, bitmap] of this.bitmaps) {
      const larger = new Uint32Array(words);
      larger.set(bitmap);
      this.bitmaps.set(code, larger);
    }
    this.words = words;
  }
}
