import type { ChangeFeed } from "./change-feed";

interface Entry<T> {
  stamp: string;
  until: number;
  value: T;
}

/**
 * Answers read from the database, kept in this process while the change feed says nothing they
 * depend on has changed. The stamp is taken before the read, so an answer is never filed under
 * a stamp newer than what it saw. Missing answers (undefined) are not kept: what does not exist
 * yet is always looked for again. The oldest entries go first beyond `maxEntries`.
 */
export class KeptAnswers<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxEntries: number,
  ) {}

  /** `until` says, from the answer, the moment it stops being true even without a change. */
  async get(
    topic: string,
    key: string,
    load: () => Promise<T | undefined>,
    until: (value: T) => number = () => Infinity,
  ): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (entry && Date.now() < entry.until && this.feed.isCurrent(topic, entry.stamp)) return entry.value;
    const stamp = this.feed.stamp(topic);
    const value = await load();
    if (value === undefined || stamp === null) return value;
    this.entries.delete(key);
    this.entries.set(key, { stamp, until: until(value), value });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** One store per change feed (one per application), made on first use. */
export function keptPerFeed<T>(maxEntries: number): (feed: ChangeFeed) => KeptAnswers<T> {
  const stores = new WeakMap<ChangeFeed, KeptAnswers<T>>();
  return (feed) => {
    let store = stores.get(feed);
    if (!store) stores.set(feed, (store = new KeptAnswers<T>(feed, maxEntries)));
    return store;
  };
}
