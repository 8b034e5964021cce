import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { coalescedStream } from "./coalesced-stream";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescedStream", () => {
  it("hands on what was written in one turn as one chunk, and each later turn's writing as its own", async () => {
    const stream = coalescedStream();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    // The shell: React writes it in pieces, all at once.
    stream.write(Buffer.from("<html><body>"));
    stream.write(Buffer.from("<main>shell</main>"));
    stream.write(Buffer.from("<footer></footer>"));
    expect(chunks).toEqual([]);
    await turn();
    expect(chunks).toEqual(["<html><body><main>shell</main><footer></footer>"]);
    // A section that finished later, then the end of the page.
    stream.write(Buffer.from("<template>section</template>"));
    stream.end(Buffer.from("</body></html>"));
    await once(stream, "end");
    expect(chunks).toEqual(["<html><body><main>shell</main><footer></footer>", "<template>section</template></body></html>"]);
  });

  it("keeps the bytes and their order, whatever the pieces (UTF-8 split across writes included)", async () => {
    const text = "দাম ৳১,২৫০.৫০ — ".repeat(500);
    const bytes = Buffer.from(text);
    const stream = coalescedStream();
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    for (let at = 0; at < bytes.length; at += 4096) {
      stream.write(bytes.subarray(at, at + 4096));
      if (at % 12288 === 0) await turn();
    }
    stream.end();
    await once(stream, "end");
    expect(Buffer.concat(chunks).toString()).toBe(text);
  });

  it("says when the page has ended, before its last chunk leaves", async () => {
    const events: string[] = [];
    const stream = coalescedStream({ onEnd: () => events.push("end of page") });
    stream.on("data", () => events.push("chunk"));
    stream.write(Buffer.from("a"));
    stream.end(Buffer.from("b"));
    await once(stream, "end");
    expect(events).toEqual(["end of page", "chunk"]);
  });
});
