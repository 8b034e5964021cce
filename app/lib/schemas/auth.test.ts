import { describe, expect, it } from "vitest";
import { LoginSchema } from "./auth";

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesFor = (result: Issues) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("LoginSchema", () => {
  it("trims and lowercases the email, keeps the password as typed", () => {
    expect(LoginSchema.parse({ email: " Admin@Haat.COM ", password: " secret " })).toEqual({
      email: "admin@haat.com",
      password: " secret ",
    });
  });

  it.each([
    ["email empty", { email: "" }, ["email: Please enter a valid email"]],
    ["email malformed", { email: "admin@" }, ["email: Please enter a valid email"]],
    ["email missing", { email: undefined }, ["email: Please enter a valid email"]],
    ["password short", { password: "12345" }, ["password: Password must be at least 6 characters"]],
    ["password missing", { password: undefined }, ["password: Password must be at least 6 characters"]],
    ["password too long", { password: "x".repeat(129) }, ["password: Password must be at most 128 characters"]],
  ])("rejects %s", (_, patch, messages) => {
    expect(messagesFor(LoginSchema.safeParse({ email: "a@b.co", password: "123456", ...patch }))).toEqual(messages);
  });
});
