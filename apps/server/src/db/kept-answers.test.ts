import { describe, expect, it } from "vitest";
import { accessTopic, availabilityTopic, ChangeFeed } from "./change-feed";
import { KeptAnswers } from "./kept-answers";

function counted(feed: ChangeFeed, maxEntries = 3) {
  let loads = 0;
  const kept = new KeptAnswers<string>(feed, maxEntries);
  const read = (key = "k", topic = accessTopic, until?: (value: string) => number) =>
    kept.get(
      topic,
      key,
      async () => {
        loads += 1;
        return `answer ${loads}`;
      },
      until,
    );
  return { read, loads: () => loads };
}

const listeningFeed = () => {
  const feed = new ChangeFeed(async () => undefined);
  feed.listening();
  return feed;
};

describe("kept answers", () => {
  it("answers from memory until the topic changes", async () => {
    const feed = listeningFeed();
    const { read, loads } = counted(feed);
    expect(await read()).toBe("answer 1");
    expect(await read()).toBe("answer 1");
    feed.changed(availabilityTopic("other company"));
    expect(await read()).toBe("answer 1");
    feed.changed(accessTopic);
    expect(await read()).toBe("answer 2");
    expect(loads()).toBe(2);
  });

  it("keeps nothing while the feed cannot hear changes, and forgets all when it hears again", async () => {
    const feed = new ChangeFeed(async () => undefined);
    const { read, loads } = counted(feed);
    await read();
    await read();
    expect(loads()).toBe(2);
    feed.listening();
    await read();
    await read();
    expect(loads()).toBe(3);
    feed.lost();
    await read();
    expect(loads()).toBe(4);
    feed.listening();
    await read();
    await read();
    expect(loads()).toBe(5);
  });

  it("drops an answer at the moment it says it stops being true", async () => {
    const feed = listeningFeed();
    const { read, loads } = counted(feed);
    const until = () => Date.now() + 30;
    await read("k", accessTopic, until);
    await read("k", accessTopic, until);
    expect(loads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await read("k", accessTopic, until);
    expect(loads()).toBe(2);
  });

  it("does not keep an answer whose topic changed while it was being read", async () => {
    const feed = listeningFeed();
    const kept = new KeptAnswers<string>(feed, 3);
    let loads = 0;
    const read = () =>
      kept.get(accessTopic, "k", async () => {
        loads += 1;
        if (loads === 1) feed.changed(accessTopic);
        return "answer";
      });
    await read();
    await read();
    await read();
    expect(loads).toBe(2);
  });

  it("never keeps a missing answer, and keeps at most its limit of answers", async () => {
    const feed = listeningFeed();
    const kept = new KeptAnswers<string>(feed, 2);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads % 2 ? undefined : "found";
    };
    await kept.get(accessTopic, "missing", load);
    await kept.get(accessTopic, "missing", load);
    expect(loads).toBe(2);

    const { read, loads: counts } = counted(feed, 2);
    for (const key of ["a", "b", "c", "a"]) await read(key);
    expect(counts()).toBe(4);
  });
});
