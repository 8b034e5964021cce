import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { logger } from "~/.server/logger";
import { loaderArgs } from "#tests/helpers/route-args";

afterEach(() => vi.restoreAllMocks());

describe("handleError", () => {
  it("logs a bug, but not the router's 4xx refusals (a bot posting to a page would flood the error log)", () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const args = loaderArgs(new Request("http://haat.test/", { method: "POST" }));
    // The shape React Router reports for a POST to a page without an action.
    const methodNotAllowed = { status: 405, statusText: "Method Not Allowed", internal: true, data: "Error: No action", error: new Error("No action") };
    handleError(methodNotAllowed, args);
    expect(logged).not.toHaveBeenCalled();
    handleError({ ...methodNotAllowed, status: 500 }, args);
    handleError(new Error("a bug"), args);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
