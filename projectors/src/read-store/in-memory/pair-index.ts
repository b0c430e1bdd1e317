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

const popCount = (word: number): number => {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** How the candidates are checked: one by one, or by scanning their block's joined texts. */
export interface PairIndexTuning {
  /** Slots a block of joined texts holds: 32 times a power of two, up to 32,768. */
  blockSlots: number;
  /** From how many candidates in a block on one scan of its text beats a look at each. */
  scanFrom: number;
}

/**
 * A block is 1,024 documents' texts, about 80 KB; a scan of it costs about as much as a look at
 * a hundred candidates one by one, each of them a string somewhere else in memory.
 */
const defaultTuning: PairIndexTuning = { blockSlots: 1024, scanFrom: 96 };

/** What a literal search found: a bit a slot, and whether every slot set holds the literal. */
export interface SearchMatch {
  slots: Uint32Array;
  exact: boolean;
}

/** The documents holding each value of a field that searches were narrowed by. */
interface Facet {
  values: Map<string | number | boolean, Uint32Array>;
  /** A document holds an array or an object there: an equality looks into it, a facet cannot. */
  opaque: boolean;
}

/** Beyond this many values, a field is no facet but a key (a username): each document is looked at. */
const maxFacetValues = 64;

type FacetValue = string | number | boolean;
const isFacetValue = (value: unknown): value is FacetValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && !Number.isNaN(value));
const isOpaque = (value: unknown) => typeof value === 'object' && value !== null;

/** The texts of a block's slots joined by new lines (which no literal holds), and where each starts. */
interface TextBlock {
  text: string;
  starts: Int32Array;
}

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
  /** Joined on first need, dropped when one of their documents changes. */
  private readonly blocks: (TextBlock | undefined)[] = [];
  /** Built by the first search narrowed by the field, kept current from then on. */
  private readonly facets = new Map<string, Facet>();
  private words = 0;

  constructor(
    readonly fields: readonly string[],
    private readonly tuning: PairIndexTuning = defaultTuning,
  ) {
    // Bitmaps grow from 1,024 words by doubling: a block of a power of two words up to that
    // divides them.
    const blockWords = tuning.blockSlots / wordBits;
    if (
      !Number.isInteger(blockWords) ||
      blockWords < 1 ||
      blockWords > 1024 ||
      (blockWords & (blockWords - 1)) !== 0
    ) {
      throw new Error(`A block holds ${wordBits} slots times a power of two up to 1,024`);
    }
  }

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
    this.blocks[Math.floor(slot / this.tuning.blockSlots)] = undefined;
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
    for (const [field, facet] of this.facets) {
      const value = doc[field];
      if (isOpaque(value)) facet.opaque = true;
      const holders = isFacetValue(value) ? facet.values.get(value) : undefined;
      if (holders) holders[word] = (holders[word] ?? 0) | bit;
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
    for (const [field, facet] of this.facets) {
      const value = doc[field];
      const holders = isFacetValue(value) ? facet.values.get(value) : undefined;
      if (holders) holders[word] = (holders[word] ?? 0) & mask;
    }
    this.slots.delete(doc._id);
    // Its block may keep the old text: with its pair bits cleared, the slot is no candidate.
    this.docs[slot] = undefined;
    this.texts[slot] = '';
    this.free.push(slot);
  }

  /**
   * The slots of the documents whose searched text may contain the literal, as a bitmap, or
   * undefined when it has no pair of ASCII characters to narrow them down by. `exact` says they
   * all do: a case-insensitive ASCII literal is checked here, in the folded texts; anything else is
   * left to the caller to check. The bitmap is narrowed by equalities (`narrow`) and counted
   * (`countIn`) without a look at a single document: a search matching most of 100,000 documents
   * is counted in a few milliseconds.
   */
  match(literal: string, caseInsensitive: boolean): SearchMatch | undefined {
    const codes = new Set<number>();
    for (let at = 0; at + 1 < literal.length; at += 1) {
      const code = pairCode(literal, at);
      if (code >= 0) codes.add(code);
    }
    if (codes.size === 0) return undefined;
    const slots = new Uint32Array(this.words);
    const bitmaps: Uint32Array[] = [];
    for (const code of codes) {
      const bitmap = this.bitmaps.get(code);
      if (!bitmap) return { slots, exact: true };
      bitmaps.push(bitmap);
    }
    // Without the u flag, /i never folds a non-ASCII character onto an ASCII one.
    const exact = caseInsensitive && isAscii(literal);
    const needle = literal.toLowerCase();
    const blockWords = this.tuning.blockSlots / wordBits;
    for (let first = 0; first < this.words; first += blockWords) {
      let count = 0;
      for (let word = first; word < first + blockWords; word += 1) {
        let bits = 0xffffffff;
        for (const bitmap of bitmaps) {
          bits &= bitmap[word] ?? 0;
          if (bits === 0) break;
        }
        slots[word] = bits;
        if (bits !== 0) count += popCount(bits);
      }
      if (count === 0 || !exact) continue;
      // Many candidates: one pass over the block's joined texts, in memory order, finds them.
      if (count >= this.tuning.scanFrom) this.keepHolders(first, needle, slots);
      else this.keepEachHolder(first, needle, slots);
    }
    return { slots, exact };
  }

  /**
   * Keeps the slots whose document holds `value` in `field`, as the filter `{field: value}` does;
   * false when the index cannot tell (a value that is not a string, number or boolean, or a
   * document holding an array or an object there, which an equality looks into).
   */
  narrow(slots: Uint32Array, field: string, value: unknown): boolean {
    const facet = this.facet(field, value);
    if (!facet) return false;
    for (let word = 0; word < slots.length; word += 1) {
      slots[word] = (slots[word] ?? 0) & (facet[word] ?? 0);
    }
    return true;
  }

  countIn(slots: Uint32Array): number {
    let count = 0;
    for (const bits of slots) if (bits !== 0) count += popCount(bits);
    return count;
  }

  docsIn(slots: Uint32Array): Doc[] {
    const docs: Doc[] = [];
    for (let word = 0; word < slots.length; word += 1) {
      let bits = slots[word] ?? 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const doc = this.docs[word * wordBits + 31 - Math.clz32(lowest)];
        if (doc) docs.push(doc);
        bits ^= lowest;
      }
    }
    return docs;
  }

  /** Clears the candidates of a block, one by one, whose folded text does not hold the needle. */
  private keepEachHolder(firstWord: number, needle: string, slots: Uint32Array): void {
    const blockWords = this.tuning.blockSlots / wordBits;
    for (let word = firstWord; word < firstWord + blockWords; word += 1) {
      let bits = slots[word] ?? 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const slot = word * wordBits + 31 - Math.clz32(lowest);
        if (!this.texts[slot]?.includes(needle)) slots[word] = (slots[word] ?? 0) & ~lowest;
        bits ^= lowest;
      }
    }
  }

  /** Clears the candidates of a block whose folded text does not hold the needle, in one scan. */
  private keepHolders(firstWord: number, needle: string, slots: Uint32Array): void {
    const blockWords = this.tuning.blockSlots / wordBits;
    const { text, starts } = this.block(firstWord / blockWords);
    const holders = new Uint32Array(blockWords);
    let found = text.indexOf(needle);
    let low = 0;
    while (found !== -1) {
      // The slot whose text the match is in: the last one starting at or before it.
      let high = starts.length - 2;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((starts[middle] ?? 0) <= found) low = middle;
        else high = middle - 1;
      }
      holders[low >>> 5] = (holders[low >>> 5] ?? 0) | (1 << (low & 31));
      found = text.indexOf(needle, starts[low + 1] ?? text.length);
    }
    for (let at = 0; at < blockWords; at += 1) {
      slots[firstWord + at] = (slots[firstWord + at] ?? 0) & (holders[at] ?? 0);
    }
  }

  /** The slots of the documents holding the value in the field, or undefined (see narrow). */
  private facet(field: string, value: unknown): Uint32Array | undefined {
    if (!isFacetValue(value)) return undefined;
    let facet = this.facets.get(field);
    if (!facet) {
      facet = { values: new Map(), opaque: this.docs.some((doc) => isOpaque(doc?.[field])) };
      this.facets.set(field, facet);
    }
    if (facet.opaque) return undefined;
    const known = facet.values.get(value);
    if (known) return known;
    if (facet.values.size >= maxFacetValues) return undefined;
    const holders = new Uint32Array(this.words);
    this.docs.forEach((doc, slot) => {
      if (doc?.[field] === value)
        holders[slot >>> 5] = (holders[slot >>> 5] ?? 0) | (1 << (slot & 31));
    });
    facet.values.set(value, holders);
    return holders;
  }

  private block(index: number): TextBlock {
    const known = this.blocks[index];
    if (known) return known;
    const { blockSlots } = this.tuning;
    const first = index * blockSlots;
    const starts = new Int32Array(blockSlots + 1);
    const parts: string[] = [];
    let offset = 0;
    for (let at = 0; at < blockSlots; at += 1) {
      starts[at] = offset;
      const text = this.texts[first + at] ?? '';
      parts.push(text);
      offset += text.length + 1;
    }
    starts[blockSlots] = offset;
    const block = { text: parts.join('\n'), starts };
    this.blocks[index] = block;
    return block;
  }

  private grow(): void {
    const words = Math.max(1024, this.words * 2);
    for (const [code, bitmap] of this.bitmaps) {
      const larger = new Uint32Array(words);
      larger.set(bitmap);
      this.bitmaps.set(code, larger);
    }
    for (const facet of this.facets.values()) {
      for (const [value, holders] of facet.values) {
        const larger = new Uint32Array(words);
        larger.set(holders);
        facet.values.set(value, larger);
      }
    }
    this.words = words;
  }
}
