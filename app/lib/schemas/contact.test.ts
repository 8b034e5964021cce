import { describe, expect, it } from "vitest";
import { ContactSchema } from "./contact";

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesFor = (result: Issues) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

const valid = { name: "Karim", email: "karim@example.com", subject: "Order", message: "Where is it?" };

describe("ContactSchema", () => {
  it("accepts and trims a complete message", () => {
    expect(ContactSchema.parse({ ...valid, name: " Karim " })).toEqual(valid);
  });

  it.each([
    ["name", { name: " " }, "name: Name is required"],
    ["email empty", { email: "" }, "email: Please enter a valid email"],
    ["email malformed", { email: "karim.example.com" }, "email: Please enter a valid email"],
    ["subject", { subject: "" }, "subject: Subject is required"],
    ["message", { message: undefined }, "message: Message is required"],
    ["message too long", { message: "x".repeat(5001) }, "message: Message must be at most 5000 characters"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(ContactSchema.safeParse({ ...valid, ...patch }))).toEqual([message]);
  });
});
