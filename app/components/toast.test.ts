import { describe, expect, it, vi } from "vitest";

// sonner's file could not be fetched (a lost connection, or a deploy replaced it).
vi.mock("sonner", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("toast when sonner cannot load", () => {
  it("still tells the shopper about an error, and stays quiet about successes", async () => {
    const alert = vi.fn();
    vi.stubGlobal("window", { alert });
    const { toast } = await import("./toast");
    toast.success("Added to cart");
    toast.error("Order failed", { description: "Only 2 left of Clay Cooking Pot" });
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("Order failed\nOnly 2 left of Clay Cooking Pot"));
    toast.error("Too many orders from your connection.");
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith("Too many orders from your connection.");
    vi.unstubAllGlobals();
  });
});
