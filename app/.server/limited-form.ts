/**
 * Reads the multipart body without ever holding more than maxBytes: Request.formData() would
 * buffer whatever the client sends. Returns null when the body is too large.
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData | null> {
  if (!request.body) return new FormData();
  let received = 0;
  let exceeded = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > maxBytes) {
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

