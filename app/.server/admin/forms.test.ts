import { describe, expect, it } from "vitest";
import { answerFailures } from "./forms";

const withCode = (code: string) => Object.assign(new Error("database trouble"), { code });

describe("answerFailures", () => {
  it("passes the work's result through", async () => {
    expect(await answerFailures("save", "product", async () => "saved")).toBe("saved");
  });

  it("answers an unexpected failure with a 500 Save Failed / Delete Failed result", async () => {
    const saved = (await answerFailures("save", "product", () => Promise.reject(withCode("23514")))) as unknown as { init: { status: number }; data: { title: string } };
    expect(saved.init.status).toBe(500);
    expect(saved.data.title).toBe("Save Failed");
    const deleted = (await answerFailures("delete", "product", () => Promise.reject(new Error("boom")))) as unknown as { data: { title: string } };
    expect(deleted.data.title).toBe("Delete Failed");
  });

  it.each(["ECONNREFUSED", "57P01", "08006", "57014"])("lets an outage (%s) through, for the server to answer 503", async (code) => {
    await expect(answerFailures("save", "product", () => Promise.reject(withCode(code)))).rejects.toMatchObject({ code });
  });
});
