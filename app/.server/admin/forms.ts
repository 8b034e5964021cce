import { data } from "react-router";
import type { z } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable";
import { describeError, logger } from "../logger";
import type { FieldErrors } from "./products";

/** The first message per top-level field of a failed parse ("images.1" reports as "images"). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What every admin form action answers; the dialog toasts `toast` or shows `message` and the field errors. */
export type AdminActionResult =
  | { ok: true; toast: string }
  | { ok: false; title: string; message: string; fieldErrors?: FieldErrors };

/** A success answer that toasts `toast` ("Created!", "Updated!", "Deleted!"). */
export function succeeded(toast: string) {
  return data<AdminActionResult>({ ok: true, toast });
}

/** A refusal with a status, a toast title, a reason and optional field errors. */
export function refused(status: number, title: string, message: string, fieldErrors?: FieldErrors) {
  return data<AdminActionResult>({ ok: false, title, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status });
}

/** A refusal for a form that failed validation: 400 with every field's first message. */
export function invalid(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  return refused(400, "Save Failed", Object.values(fieldErrors)[0] ?? "Please check the form", fieldErrors);
}

// The spec has no text for an unexpected failure (the database down or refusing a write): the admin
// gets the usual toast title with a reason that asks for a retry; details stay in the log.
export const SAVE_FAILED_MESSAGE = "The change could not be saved. Please try again.";
export const DELETE_FAILED_MESSAGE = "It could not be deleted. Please try again.";

/**
 * Runs an admin form action's work; an unexpected error is logged (its name, code and database
 * message, never the query's parameters) and answered as a 500 "Save Failed"/"Delete Failed" toast
 * instead of the error page. Responses thrown on purpose (redirects) pass through.
 */
export async function answerFailures<T>(kind: "save" | "delete", what: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) throw error;
    // An outage is answered 503 by the server (server/app.ts) for every route alike, with its own readable message.
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: describeError(error), action: `${what} ${kind}` }, "admin action failed");
    return kind === "delete" ? refused(500, "Delete Failed", DELETE_FAILED_MESSAGE) : refused(500, "Save Failed", SAVE_FAILED_MESSAGE);
  }
}
