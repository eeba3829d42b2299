/** How long searches are counted in memory before they are written (the dashboard is a day's view). */
export const SEARCH_COUNT_FLUSH_MS = 2000;

interface Counted {
  searches: number;
  foundNothing: number;
}

/**
 * The dashboard's searches (issue 39) counted in memory and written a few at a time: a write per
 * search made every search with words 1.5–2.5 ms slower at 100,000 products (docs/performance.md),
 * while the dashboard needs only the day's sums. Each text's counts since the last write go in one
 * upsert; a process that stops loses at most SEARCH_COUNT_FLUSH_MS of them.
 */
export class SearchCounter {
  private counted = new Map<string, Counted>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly write: (text: string, searches: number, foundNothing: number) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  count(text: string, foundNothing: boolean): void {
    const counted = this.counted.get(text) ?? { searches: 0, foundNothing: 0 };
    counted.searches += 1;
    if (foundNothing) counted.foundNothing += 1;
    this.counted.set(text, counted);
    if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), SEARCH_COUNT_FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes what was counted since the last write, one text after another. */
  async flush(): Promise<void> {
    this.timer = null;
    const batch = this.counted;
    this.counted = new Map();
    for (const [text, { searches, foundNothing }] of batch) await this.write(text, searches, foundNothing).catch(this.failed);
  }
}
