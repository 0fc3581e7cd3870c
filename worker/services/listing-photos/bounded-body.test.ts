import { describe, expect, it } from "vitest";
import { readBoundedBody } from "./bounded-body";

function streamOf(chunks: number[], onCancel?: () => void) {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(new Uint8Array(chunks[i++]).fill(7));
      else controller.close();
    },
    cancel: onCancel,
  });
}

describe("readBoundedBody", () => {
  it("reads a body up to the limit", async () => {
    const body = await readBoundedBody(streamOf([3, 4, 3]), 10);
    expect(body?.length).toBe(10);
    expect(body?.every((b) => b === 7)).toBe(true);
  });

  it("stops and cancels the stream past the limit", async () => {
    let cancelled = false;
    expect(
      await readBoundedBody(
        streamOf([6, 6, 6], () => (cancelled = true)),
        10,
      ),
    ).toBeNull();
    expect(cancelled).toBe(true);
  });

  it("an absent body is empty", async () => {
    expect((await readBoundedBody(null, 10))?.length).toBe(0);
  });
});
