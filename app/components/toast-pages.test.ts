import { describe, expect, it, vi } from "vitest";

// sonner as a record of what was shown and dismissed.
const shown: { id: number; kind: string; message: string }[] = [];
const dismissed: number[] = [];
vi.mock("sonner", () => {
  const raise = (kind: string) => (message: string) => {
    const id = shown.length + 1;
    shown.push({ id, kind, message });
    return id;
  };
  return { toast: { success: raise("success"), error: raise("error"), info: raise("info"), dismiss: (id: number) => dismissed.push(id) } };
});

describe("a toast belongs to the page it was raised on", () => {
  it("takes an error away when the next page shows (a sign-in that went through, a new search); successes stay", async () => {
    const { showingPage, toast } = await import("./toast");
    showingPage("login");
    toast.error("Login Failed", { description: "Invalid email or password" });
    await vi.waitFor(() => expect(shown.map((t) => t.message)).toEqual(["Login Failed"]));
    // A second failure on the same page keeps the first until it times out.
    showingPage("login");
    expect(dismissed).toEqual([]);

    toast.success("Order placed");
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    showingPage("dashboard");
    await vi.waitFor(() => expect(dismissed).toEqual([1]));

    // The next page's own error is its own: shown, and taken away only by the page after it.
    toast.error("Order not found");
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    showingPage("track?order=HT-1");
    await vi.waitFor(() => expect(dismissed).toEqual([1, 3]));
    expect(shown.map((t) => t.kind)).toEqual(["error", "success", "error"]);
  });

  it("does not show an error raised on a page the shopper left before it could be shown", async () => {
    const { showingPage, toast } = await import("./toast");
    showingPage("track?order=HT-2");
    const before = shown.length;
    toast.error("Order not found");
    showingPage("track?order=HT-3");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toHaveLength(before);
  });
});
