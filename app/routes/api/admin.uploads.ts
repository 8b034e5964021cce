import type { AdminHandle } from "~/lib/permissions";
import { describeError, logger } from "~/.server/logger";
import { MAX_UPLOAD_BYTES, MediaError, storeImage, UPLOAD_FOLDERS, type UploadFolder } from "~/.server/media";
import { UPLOAD_ERRORS } from "~/lib/images";
import type { Route } from "./+types/admin.uploads";

export const handle: AdminHandle = { permission: "catalogue" };

// Room for the multipart boundaries and the "folder" field around a file of the maximum size.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const STATUS: Record<MediaError["title"], number> = { "Invalid File": 400, "File Too Large": 413, "Upload Failed": 422 };

function refuse(error: MediaError) {
  return Response.json({ title: error.title, description: error.description, error: error.message }, { status: STATUS[error.title] });
}

const tooLarge = () => refuse(new MediaError(UPLOAD_ERRORS.tooLarge.title, UPLOAD_ERRORS.tooLarge.description));

/**
 * Reads the multipart body without ever holding more than MAX_BODY_BYTES: Request.formData() would
 * buffer whatever the client sends. Returns null when the body is too large.
 */
async function readLimitedForm(request: Request): Promise<FormData | null> {
  if (!request.body) return new FormData();
  let received = 0;
  let exceeded = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > MAX_BODY_BYTES) {
        exceeded = true;
        controller.error(new Error("request body too large"));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(request.body.pipeThrough(counter), { headers }).formData();
  } catch (error) {
    if (exceeded) return null;
    throw error;
  }
}

/** POST multipart {file, folder} → 201 {url, width, height}, or 4xx {title, description, error}. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return tooLarge();

  let form: FormData | null;
  try {
    form = await readLimitedForm(request);
  } catch {
    return refuse(new MediaError(UPLOAD_ERRORS.invalidFile.title, UPLOAD_ERRORS.invalidFile.description));
  }
  if (!form) return tooLarge();

  const file = form.get("file");
  const folder = form.get("folder");
  if (!(file instanceof File) || file.size === 0) {
    return refuse(new MediaError(UPLOAD_ERRORS.invalidFile.title, UPLOAD_ERRORS.invalidFile.description));
  }
  if (!UPLOAD_FOLDERS.includes(folder as UploadFolder)) return refuse(new MediaError("Upload Failed", "Unknown upload folder"));
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
