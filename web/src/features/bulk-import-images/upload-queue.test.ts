import { describe, expect, it } from "vitest";
import type { PhotoPipeline } from "./photo-pipeline";
import { createUploadQueue, type UploadJob } from "./upload-queue";

// A pipeline whose uploads finish when the test says, recording what was sent and when.
function fakePipeline() {
  const sent: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  let active = 0;
  let most = 0;
  const pipeline: PhotoPipeline = {
    accept: "image/*",
    prepare: async (file) => {
      if (file.name.startsWith("roto")) throw new Error("No pudimos leer esa foto.");
      return { photo: file, thumbnail: file, medium: file };
    },
    upload: (listingId, parts) =>
      new Promise((resolve, reject) => {
        active += 1;
        most = Math.max(most, active);
        sent.push(`${listingId}:${parts.fileName}`);
        pending.set(parts.fileName, {
          resolve: () => {
            active -= 1;
            resolve(null);
          },
          reject: (e) => {
            active -= 1;
            reject(e);
          },
        });
      }),
    describeFailure: (error) => ({ message: (error as Error).message, retryable: (error as Error).message === "sin red" }),
  };
  return { pipeline, sent, pending, most: () => most };
}

const job = (listingId: string, name: string): UploadJob => ({ key: name, listingId, name, file: new File([new Uint8Array(4)], name) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createUploadQueue", () => {
  it("sends three at a time, a listing's photos one after another in their order", async () => {
    const fake = fakePipeline();
    const q = createUploadQueue(
      () => fake.pipeline,
      3,
      () => {},
    );
    q.start([job("A", "a1"), job("A", "a2"), job("B", "b1"), job("C", "c1"), job("A", "a3")]);
    await settle();
    // The slots hold a1, a2 and b1: a2 is ready but waits for a1.
    expect(fake.sent).toEqual(["A:a1", "B:b1"]);
    expect(q.states().get("a2")?.status).toBe("preparing");
    fake.pending.get("a1")!.resolve();
    await settle();
    // a2 goes; the freed slot takes c1.
    expect(fake.sent).toEqual(["A:a1", "B:b1", "A:a2", "C:c1"]);
    fake.pending.get("b1")!.resolve();
    await settle();
    // a3 has a slot but waits for a2.
    expect(fake.sent).toHaveLength(4);
    fake.pending.get("a2")!.resolve();
    await settle();
    expect(fake.sent.slice(4)).toEqual(["A:a3"]);
    fake.pending.get("c1")!.resolve();
    fake.pending.get("a3")!.resolve();
    await settle();
    expect([...q.states().values()].every((s) => s.status === "uploaded")).toBe(true);
    expect(q.busy()).toBe(false);
    expect(fake.most()).toBeLessThanOrEqual(3);
  });

  it("keeps a failure with its message, and sends it again when retried", async () => {
    const fake = fakePipeline();
    const q = createUploadQueue(
      () => fake.pipeline,
      3,
      () => {},
    );
    q.start([job("A", "a1"), job("A", "roto.jpg")]);
    await settle();
    fake.pending.get("a1")!.reject(new Error("sin red"));
    await settle();
    expect(q.states().get("a1")).toEqual({ status: "failed", progress: 0, error: "sin red", retryable: true });
    expect(q.states().get("roto.jpg")).toMatchObject({ status: "failed", error: "No pudimos leer esa foto.", retryable: false });
    expect(q.busy()).toBe(false);
    q.retry("a1");
    await settle();
    expect(fake.sent).toEqual(["A:a1", "A:a1"]);
    fake.pending.get("a1")!.resolve();
    await settle();
    expect(q.states().get("a1")?.status).toBe("uploaded");
  });
});
