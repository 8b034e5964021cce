import { data } from "react-router";
import type { z } from "zod";
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

/** A positive database id from a form field, or null when missing or malformed. */
export function formId(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
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
