import type { AdminHandle } from "~/lib/permissions";
import { describeError, logger } from "~/.server/logger";
import { MAX_UPLOAD_BYTES, MediaError, storeImage, type UploadFolder } from "~/.server/media";
import { UPLOAD_ERRORS } from "~/lib/images";
import { readLimitedForm } from "~/.server/limited-form";
import type { Route } from "./+types/admin.uploads";

export const handle: AdminHandle = { permission: "catalogue" };

// Room for the multipart boundaries and the "folder" field around a file of the maximum size.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

// The admin uploads the catalogue's images; review photos come only with a review (/track).
const ADMIN_FOLDERS: readonly UploadFolder[] = ["products", "banners"];

const STATUS: Record<MediaError["title"], number> = { "Invalid File": 400, "File Too Large": 413, "Upload Failed": 422 };

function refuse(error: MediaError) {
  return Response.json({ title: error.title, description: error.description, error: error.message }, { status: STATUS[error.title] });
}

const tooLarge = () => refuse(new MediaError(UPLOAD_ERRORS.tooLarge.title, UPLOAD_ERRORS.tooLarge.description));

/** POST multipart {file, folder} → 201 {url, width, height}, or 4xx {title, description, error}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();

  let form: FormData | null;
  try {
    form = await readLimitedForm(request, MAX_BODY_BYTES);
  } catch {
    return refuse(new MediaError(UPLOAD_ERRORS.invalidFile.title, UPLOAD_ERRORS.invalidFile.description));
  }
  if (!form) return tooLarge();

  const file = form.get("file");
  const folder = form.get("folder");
  if (!(file instanceof File) || file.size === 0) {
    return refuse(new MediaError(UPLOAD_ERRORS.invalidFile.title, UPLOAD_ERRORS.invalidFile.description));
  }
  if (!ADMIN_FOLDERS.includes(folder as UploadFolder)) return refuse(new MediaError("Upload Failed", "Unknown upload folder"));
  if (file.size > MAX_UPLOAD_BYTES) return tooLarge();

  try {
    const stored = await storeImage(folder as UploadFolder, new Uint8Array(await file.arrayBuffer()));
    return Response.json(stored, { status: 201 });
  } catch (error) {
    if (error instanceof MediaError) return refuse(error);
    logger.error({ err: describeError(error) }, "image upload failed");
    return Response.json({ ...UPLOAD_ERRORS.failed, error: `${UPLOAD_ERRORS.failed.title}: ${UPLOAD_ERRORS.failed.description}` }, { status: 500 });
  }
}
